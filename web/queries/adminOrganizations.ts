import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionName } from '../../common/permissions';
import { api } from '../api/client';
import { type AdminOrganization, adminKeys } from './admin';

export type OrganizationKind = 'school' | 'organization' | 'solo';

/** GET admin/organizations/{id}: one organisation with the schools under it. */
export type AdminOrganizationDetail = {
  id: number;
  name: string;
  slug: string;
  type: OrganizationKind;
  city: string | null;
  country: string;
  /** en, lv, ru or languages added at /admin/manage-languages. */
  languages: string[];
  default_language: string;
  parent_id: number | null;
  /** Results anonymity: the smallest group shown for scores and for free text (3–100). */
  results_min_group: number;
  results_min_text_group: number;
  schools: { id: number; name: string; slug: string; type: OrganizationKind; city: string | null }[];
};

export type OrganizationValues = {
  name: string;
  slug: string;
  type?: OrganizationKind;
  parent_id: number | null;
  city: string | null;
  country: string;
  /** en, lv, ru or languages added at /admin/manage-languages. */
  languages: string[];
  default_language: string;
};

export type AnonymityThresholds = Pick<
  AdminOrganizationDetail,
  'results_min_group' | 'results_min_text_group'
>;

/** GET school/{id}/admins: one staff member with their permissions. */
export type StaffMember = {
  id: number;
  user_id: number;
  type: string;
  name: string;
  surname: string;
  email: string | null;
  teacher_access_to_results: boolean;
  permissions: Record<PermissionName, boolean>;
};

export type StaffChanges = {
  permissions?: Partial<Record<PermissionName, boolean>>;
  teacher_access_to_results?: boolean;
};

export const adminOrganizationKeys = {
  all: ['admin', 'organization'] as const,
  detail: (id: number) => [...adminOrganizationKeys.all, id] as const,
  staff: (id: number) => [...adminOrganizationKeys.all, id, 'staff'] as const,
  choices: (type: OrganizationKind, search: string) =>
    ['admin', 'organization-choices', type, search] as const,
};

export function useAdminOrganization(id: number | null) {
  return useQuery({
    queryKey: adminOrganizationKeys.detail(id ?? 0),
    queryFn: async () => (await api.get<AdminOrganizationDetail>(`admin/organizations/${id}`)).data,
    enabled: id !== null,
  });
}

/** Organisations of one type for a picker: up to 200, narrowed by the search text on the server. */
export function useOrganizationChoices(type: OrganizationKind, search: string, enabled = true) {
  return useQuery({
    queryKey: adminOrganizationKeys.choices(type, search),
    queryFn: async () =>
      (
        await api.get<AdminOrganization[]>(
          `admin/organizations?type=${type}&limit=200&search=${encodeURIComponent(search)}`,
        )
      ).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useInvalidateOrganizations() {
  const client = useQueryClient();
  return (id: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminOrganizationKeys.detail(id) }),
      client.invalidateQueries({ queryKey: adminKeys.organizationLists }),
      client.invalidateQueries({ queryKey: ['admin', 'organization-choices'] }),
    ]);
}

export function useCreateOrganization() {
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: async (values: OrganizationValues) =>
      (await api.post<AdminOrganizationDetail>('admin/organizations', values)).data,
    onSuccess: (row) => invalidate(row.id),
  });
}

export function useUpdateOrganization(id: number) {
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: async (values: Omit<OrganizationValues, 'type'> | AnonymityThresholds) =>
      (await api.patch<AdminOrganizationDetail>(`admin/organizations/${id}`, values)).data,
    onSuccess: () => invalidate(id),
  });
}

export function useOrganizationStaff(id: number) {
  return useQuery({
    queryKey: adminOrganizationKeys.staff(id),
    queryFn: async () => (await api.get<StaffMember[]>(`school/${id}/admins`)).data,
  });
}

/** PATCH school/{id}/admins/{identityId} answers the identity with its whole permission map. */
type StaffRecord = {
  id: number;
  teacher_access_to_results: boolean;
  permissions: { data: Record<PermissionName, boolean> };
};

export function useUpdateStaffMember(organizationId: number) {
  const client = useQueryClient();
  const key = adminOrganizationKeys.staff(organizationId);
  return useMutation({
    mutationFn: async ({ identityId, changes }: { identityId: number; changes: StaffChanges }) =>
      (await api.patch<StaffRecord>(`school/${organizationId}/admins/${identityId}`, changes)).data,
    onSuccess: (record) => {
      // Show the saved record at once; the list is fetched again behind it.
      client.setQueryData<StaffMember[]>(key, (list) =>
        list?.map((member) =>
          member.id === record.id
            ? {
                ...member,
                permissions: record.permissions.data,
                teacher_access_to_results: record.teacher_access_to_results,
              }
            : member,
        ),
      );
      return client.invalidateQueries({ queryKey: key });
    },
  });
}
