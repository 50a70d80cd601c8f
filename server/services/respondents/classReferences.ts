import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identities, subjects } from '../../db/schema';
import { fieldError } from '../../http/errors';

export const teachingStaffTypes = ['teacher', 'school_admin', 'staff'] as const;

/** A class's teacher must be live teaching staff of the same school. */
export async function assertSchoolTeacher(db: Db, schoolId: number, teacherId: number | null | undefined) {
  if (teacherId === null || teacherId === undefined) return;
  const [row] = await db
    .select({ id: identities.id })
    .from(identities)
    .where(
      and(
        eq(identities.id, teacherId),
        eq(identities.organizationId, schoolId),
        inArray(identities.type, [...teachingStaffTypes]),
        isNull(identities.archivedAt),
      ),
    );
  if (!row) throw fieldError('teacher_id: not a teacher of this school');
}

/** A subject must be a platform subject or one of the school's own. */
export async function assertAvailableSubject(db: Db, schoolId: number, subjectId: number | null | undefined) {
  if (subjectId === null || subjectId === undefined) return;
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(
      and(
        eq(subjects.id, subjectId),
        isNull(subjects.archivedAt),
        or(isNull(subjects.organizationId), eq(subjects.organizationId, schoolId)),
      ),
    );
  if (!row) throw fieldError('subject_id: not a subject this school can use');
}
