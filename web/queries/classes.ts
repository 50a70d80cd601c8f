import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unescapeQuotes } from '../../common/classNames';
import { api } from '../api/client';
import { logError } from '../api/log';
import { useTranslation } from '../i18n/useTranslation';

/** Spec §3 class fields, with what the server adds. */
export type SchoolClass = {
  id: number;
  name: string;
  grade: number | null;
  num_students: number;
  teacher_id: number | null;
  subject_id: number | null;
  custom_subject: string | null;
  organization_id: number;
  students_registered: number;
  teacher?: { id: number; name: string; surname: string } | null;
};
export type ClassDraft = Pick<
  SchoolClass,
  'name' | 'num_students' | 'teacher_id' | 'subject_id' | 'custom_subject'
>;
export type Teacher = {
  id: number;
  user_id: number;
  type: string;
  name: string;
  surname: string;
  email: string | null;
  class_teacher_of: number[];
  teaches_in: number[];
};
export type Subject = { id: number; name: string; own: boolean };
export type ClassStudent = {
  id: number;
  user_id: number;
  name: string;
  surname: string;
  email: string | null;
};

export const classKeys = {
  all: (schoolId: number) => ['school', schoolId, 'classes'] as const,
  students: (schoolId: number, classId: number) =>
    ['school', schoolId, 'classes', classId, 'students'] as const,
  teachers: (schoolId: number) => ['school', schoolId, 'teachers'] as const,
  subjects: (schoolId: number, language: string) => ['school', schoolId, 'subjects', language] as const,
};

/** Spec §8: failures loading classes, teachers or subjects are logged only. */
async function loggedGet<T>(path: string, what: string): Promise<T> {
  try {
    return (await api.get<T>(path)).data;
  } catch (error) {
    logError(`Could not load ${what}`, error);
    throw error;
  }
}

const readable = (klass: SchoolClass): SchoolClass => ({ ...klass, name: unescapeQuotes(klass.name) });

export function useClasses(schoolId: number | undefined) {
  return useQuery({
    queryKey: classKeys.all(schoolId ?? 0),
    queryFn: async () =>
      (await loggedGet<SchoolClass[]>(`school/${schoolId}/classes?include=teacher`, 'classes')).map(readable),
    enabled: !!schoolId,
  });
}

export function useTeachers(schoolId: number | undefined) {
  return useQuery({
    queryKey: classKeys.teachers(schoolId ?? 0),
    queryFn: () => loggedGet<Teacher[]>(`school/${schoolId}/teachers`, 'teachers'),
    enabled: !!schoolId,
  });
}

export function useSubjects(schoolId: number | undefined) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery({
    queryKey: classKeys.subjects(schoolId ?? 0, language),
    queryFn: () => loggedGet<Subject[]>(`school/${schoolId}/subjects/available/${language}`, 'subjects'),
    enabled: !!schoolId,
  });
}

export function useClassStudents(schoolId: number | undefined, classId: number) {
  return useQuery({
    queryKey: classKeys.students(schoolId ?? 0, classId),
    queryFn: () =>
      loggedGet<ClassStudent[]>(`school/${schoolId}/classes/${classId}/students`, 'class students'),
    enabled: !!schoolId,
  });
}

export class ClassNotFoundAfterCreate extends Error {
  constructor() {
    super('created class cannot be found!');
  }
}

/** Spec §4/§5: a created class must be found after reloading the list. */
export function useCreateClass(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: ClassDraft) => {
      const made = (await api.post<SchoolClass>(`school/${schoolId}/classes`, draft)).data;
      await queryClient.invalidateQueries({ queryKey: classKeys.all(schoolId) });
      const list = queryClient.getQueryData<SchoolClass[]>(classKeys.all(schoolId)) ?? [];
      const found = list.find((klass) => klass.id === made.id);
      if (!found) throw new ClassNotFoundAfterCreate();
      return found;
    },
  });
}

/** Spec §5: saving is skipped when name, num_students and teacher_id are unchanged. */
export function isClassUnchanged(before: SchoolClass, after: ClassDraft): boolean {
  return (
    before.name === after.name &&
    before.num_students === after.num_students &&
    before.teacher_id === after.teacher_id
  );
}

export function useUpdateClass(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ before, after }: { before: SchoolClass; after: ClassDraft }) => {
      if (
        isClassUnchanged(before, after) &&
        before.subject_id === after.subject_id &&
        before.custom_subject === after.custom_subject
      )
        return { skipped: true };
      await api.patch(`school/${schoolId}/classes`, [{ id: before.id, ...after }]);
      return { skipped: false };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.all(schoolId) }),
  });
}

/** Spec §8: a failed class deletion is logged only. */
export function useDeleteClass(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: number) => api.delete(`school/${schoolId}/classes/${classId}`),
    onError: (error) => logError('Could not delete the class', error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.all(schoolId) }),
  });
}

export function useAddStudent(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (student: { name: string; surname: string; email: string; class_id: number | null }) =>
      api.post<ClassStudent>(`school/${schoolId}/students`, student),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.all(schoolId) }),
  });
}

export function useMoveStudent(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ identityId, classId }: { identityId: number; classId: number | null }) =>
      api.put(`school/${schoolId}/students/${identityId}/class`, { class_id: classId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.all(schoolId) }),
  });
}
