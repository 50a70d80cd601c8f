import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../common/languages';
import { api } from '../api/client';

/** GET school/{id}/subjects: a subject the school can use, with its name in every language. */
export type SchoolSubject = {
  id: number;
  name: string;
  names: Record<LanguageCode, string | null>;
  own: boolean;
};

export type SubjectNames = Partial<Record<LanguageCode, string>>;

export const subjectKeys = {
  /** Every subject list of the school, the class form's too (classKeys.subjects). */
  all: (schoolId: number) => ['school', schoolId, 'subjects'] as const,
  managed: (schoolId: number, language: string) =>
    ['school', schoolId, 'subjects', 'managed', language] as const,
};

export function useSchoolSubjects(schoolId: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: subjectKeys.managed(schoolId ?? 0, i18n.language),
    queryFn: async () => (await api.get<SchoolSubject[]>(`school/${schoolId}/subjects`)).data,
    enabled: schoolId !== null,
  });
}

/** All the rows or none; a refusal names each bad row (`row 2: lv: …`). */
export function useCreateSubjects(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (rows: SubjectNames[]) =>
      (await api.post<SchoolSubject[]>(`school/${schoolId}/subjects`, { subjects: rows })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: subjectKeys.all(schoolId) }),
  });
}

export function useDeleteSubject(schoolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subjectId: number) => api.delete(`school/${schoolId}/subjects/${subjectId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: subjectKeys.all(schoolId) }),
  });
}
