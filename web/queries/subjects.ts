import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Localized } from '../../common/survey/content';
import { api } from '../api/client';
import { useTranslation } from '../i18n/useTranslation';

/**
 * GET school/{id}/subjects: a subject the school can use; `name` in the reader's language (else the school's
 * default language's), `names` every language it is written in (any survey language).
 */
export type SchoolSubject = {
  id: number;
  name: string;
  names: Localized;
  own: boolean;
};

/** A new subject's names: any survey language, at least one. */
export type SubjectNames = Localized;

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

/** All the rows or none; a refusal names each bad row (`row 2: names.lv: …`). */
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
