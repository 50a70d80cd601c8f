import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import type {
  AdminImport,
  ImportOverview,
  ImportRecord,
  ImportStatus,
  ImportSummary,
  ImportType,
  SchoolYearPlan,
  SchoolYearResult,
} from './importTypes';

export * from './importTypes';

export const importKeys = {
  all: ['imports'] as const,
  school: (schoolId: number) => ['imports', schoolId] as const,
  list: (schoolId: number) => ['imports', schoolId, 'list'] as const,
  overview: (schoolId: number) => ['imports', schoolId, 'overview'] as const,
  detail: (schoolId: number, id: number) => ['imports', schoolId, 'detail', id] as const,
  schoolYear: (schoolId: number, lastGrade: number) =>
    ['imports', schoolId, 'school-year', lastGrade] as const,
  admin: (filters: AdminImportFilters) => ['imports', 'admin', filters] as const,
};

export type AdminImportFilters = { status?: ImportStatus | null; type?: ImportType | null };

const base = (schoolId: number) => `school/${schoolId}`;
export const importPollMs = 1000;

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

export function useImports(schoolId: number | null) {
  return useQuery({
    queryKey: importKeys.list(schoolId ?? 0),
    queryFn: async () => (await api.get<ImportSummary[]>(`${base(schoolId!)}/imports`)).data,
    enabled: schoolId !== null,
  });
}

export function useImportOverview(schoolId: number | null) {
  return useQuery({
    queryKey: importKeys.overview(schoolId ?? 0),
    queryFn: async () => (await api.get<ImportOverview>(`${base(schoolId!)}/imports/overview`)).data,
    enabled: schoolId !== null,
  });
}

/** One import; polled every second while a job commits it. */
export function useImport(schoolId: number | null, id: number | null) {
  return useQuery({
    queryKey: importKeys.detail(schoolId ?? 0, id ?? 0),
    queryFn: async () => (await api.get<ImportRecord>(`${base(schoolId!)}/imports/${id}`)).data,
    enabled: schoolId !== null && id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'committing' ? importPollMs : false),
  });
}

/** After a change to an import: its record (from the answer) and the school's lists. */
function useStoreImport(schoolId: number) {
  const client = useQueryClient();
  return (record: ImportRecord) => {
    client.setQueryData(importKeys.detail(schoolId, record.id), record);
    void client.invalidateQueries({ queryKey: importKeys.list(schoolId) });
  };
}

export function useUploadImport(schoolId: number) {
  const store = useStoreImport(schoolId);
  return useMutation({
    mutationFn: async ({ type, file }: { type: ImportType; file: File }) =>
      (await api.post<ImportRecord>(`${base(schoolId)}/imports?type=${type}`, fileForm(file))).data,
    onSuccess: store,
  });
}

export function useReplaceImportFile(schoolId: number, id: number) {
  const store = useStoreImport(schoolId);
  return useMutation({
    mutationFn: async (file: File) =>
      (await api.put<ImportRecord>(`${base(schoolId)}/imports/${id}/file`, fileForm(file))).data,
    onSuccess: store,
  });
}

export function useSaveMapping(schoolId: number, id: number) {
  const store = useStoreImport(schoolId);
  return useMutation({
    mutationFn: async (mapping: Record<string, number | null>) =>
      (await api.put<ImportRecord>(`${base(schoolId)}/imports/${id}/mapping`, { mapping })).data,
    onSuccess: store,
  });
}

/** Commits; the school's classes and people have changed afterwards, so every query is refreshed. */
export function useCommitImport(schoolId: number, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<ImportRecord>(`${base(schoolId)}/imports/${id}/commit`)).data,
    onSuccess: (record) => {
      client.setQueryData(importKeys.detail(schoolId, id), record);
      if (record.status === 'committed') void client.invalidateQueries();
    },
    onError: () => void client.invalidateQueries({ queryKey: importKeys.detail(schoolId, id) }),
  });
}

export function useDiscardImport(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api.delete<null>(`${base(schoolId)}/imports/${id}`)).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: importKeys.school(schoolId) }),
  });
}

export function useSchoolYearPreview(schoolId: number | null, lastGrade: number) {
  return useQuery({
    queryKey: importKeys.schoolYear(schoolId ?? 0, lastGrade),
    queryFn: async () =>
      (await api.get<SchoolYearPlan>(`${base(schoolId!)}/school-year?last_grade=${lastGrade}`)).data,
    enabled: schoolId !== null && lastGrade >= 1 && lastGrade <= 13,
    placeholderData: keepPreviousData,
  });
}

export function useCommitSchoolYear(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (lastGrade: number) =>
      (await api.post<SchoolYearResult>(`${base(schoolId)}/school-year`, { last_grade: lastGrade })).data,
    onSuccess: () => void client.invalidateQueries(),
  });
}

export function useAdminImports(filters: AdminImportFilters) {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.type) query.set('type', filters.type);
  return useQuery({
    queryKey: importKeys.admin(filters),
    queryFn: async () => (await api.get<AdminImport[]>(`admin/imports?${query}`)).data,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.some((row) => row.status === 'committing') ? importPollMs : false),
  });
}
