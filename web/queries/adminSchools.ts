import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { classKeys, type SchoolClass } from './classes';
import { type CatalogueFilter, catalogueFilterQuery, noCatalogueFilter } from './organizationCatalogue';

/** GET admin/schools: a school with its organisation and how many live people and classes it has. */
export type AdminSchool = {
  id: number;
  name: string;
  slug: string;
  city: string | null;
  parent_id: number | null;
  parent_name: string | null;
  counts: { classes: number; students: number; teachers: number; groups: number };
};

/** One line of a bulk class list. */
export type ClassLine = { name: string; num_students?: number };

export type RemovableType = 'student' | 'parent' | 'teacher' | 'staff';
export type RemovalSelection = { types: RemovableType[]; class_ids?: number[] };

/** POST admin/schools/{id}/respondent-removal/preview. */
export type RemovalPreview = {
  total: number;
  by_type: Partial<Record<RemovableType, number>>;
  by_class: { class_id: number; name: string; students: number; parents: number }[];
  sample: { id: number; type: RemovableType; name: string; surname: string; class_name: string | null }[];
};

export const adminSchoolKeys = {
  lists: ['admin', 'schools'] as const,
  list: (search: string, filter: CatalogueFilter = noCatalogueFilter) =>
    ['admin', 'schools', search, filter.tagId, filter.valueId] as const,
};

export function useAdminSchools(search: string, filter: CatalogueFilter = noCatalogueFilter) {
  return useQuery({
    queryKey: adminSchoolKeys.list(search, filter),
    queryFn: async () =>
      (
        await api.get<AdminSchool[]>(
          `admin/schools?search=${encodeURIComponent(search)}${catalogueFilterQuery(filter)}`,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** Every class of the list or none; a refusal names each bad row (`row 3: name: …`). */
export function useBulkCreateClasses(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (lines: ClassLine[]) =>
      (await api.post<SchoolClass[]>(`school/${schoolId}/classes/bulk`, { classes: lines })).data,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: classKeys.all(schoolId) }),
        client.invalidateQueries({ queryKey: adminSchoolKeys.lists }),
      ]),
  });
}

/** A preview is asked for on a click, so it is a mutation: its answer belongs to that click. */
export function useRemovalPreview(schoolId: number | null) {
  return useMutation({
    mutationFn: async (selection: RemovalSelection) =>
      (await api.post<RemovalPreview>(`admin/schools/${schoolId}/respondent-removal/preview`, selection))
        .data,
  });
}

export function useRemoveRespondents(schoolId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: RemovalSelection & { expected_count: number }) =>
      (
        await api.post<{ removed: number; by_type: RemovalPreview['by_type'] }>(
          `admin/schools/${schoolId}/respondent-removal`,
          request,
        )
      ).data,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['school', schoolId] }),
        client.invalidateQueries({ queryKey: adminSchoolKeys.lists }),
      ]),
  });
}
