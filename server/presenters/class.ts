import type { classes } from '../db/schema';

type ClassRow = typeof classes.$inferSelect;
type TeacherSummary = { id: number; name: string; surname: string } | null;

/** Spec §3 class fields, plus the grade, the registered students and (when asked) the teacher. */
export function presentClass(row: ClassRow, extra: { studentsRegistered: number; teacher?: TeacherSummary }) {
  return {
    id: row.id,
    name: row.name,
    grade: row.grade,
    num_students: row.numStudents,
    teacher_id: row.teacherId,
    subject_id: row.subjectId,
    custom_subject: row.customSubject,
    organization_id: row.organizationId,
    students_registered: extra.studentsRegistered,
    ...(extra.teacher !== undefined ? { teacher: extra.teacher } : {}),
  };
}

export type PresentedClass = ReturnType<typeof presentClass>;
