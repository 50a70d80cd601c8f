import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, identities, teachingAssignments, users } from '../../db/schema';
import { teachingStaffTypes } from './classReferences';

/** The school's teaching staff with the classes they lead or teach in. */
export async function listTeachers(db: Db, schoolId: number) {
  const people = await db
    .select({ identity: identities, user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(
      and(
        eq(identities.organizationId, schoolId),
        inArray(identities.type, [...teachingStaffTypes]),
        isNull(identities.archivedAt),
      ),
    )
    .orderBy(asc(users.surname), asc(users.name));
  const ids = people.map((row) => row.identity.id);
  const led = ids.length
    ? await db
        .select({ teacherId: classes.teacherId, classId: classes.id })
        .from(classes)
        .where(and(inArray(classes.teacherId, ids), isNull(classes.archivedAt)))
    : [];
  const taught = ids.length
    ? await db
        .select({ teacherId: teachingAssignments.teacherId, classId: teachingAssignments.classId })
        .from(teachingAssignments)
        .innerJoin(classes, eq(classes.id, teachingAssignments.classId))
        .where(and(inArray(teachingAssignments.teacherId, ids), isNull(classes.archivedAt)))
    : [];
  const classIdsOf = (teacherId: number, rows: { teacherId: number | null; classId: number }[]) => [
    ...new Set(rows.filter((row) => row.teacherId === teacherId).map((row) => row.classId)),
  ];
  return people.map(({ identity, user }) => ({
    id: identity.id,
    user_id: user.id,
    type: identity.type,
    name: user.name,
    surname: user.surname,
    email: user.email,
    class_teacher_of: classIdsOf(identity.id, led),
    teaches_in: classIdsOf(identity.id, taught),
  }));
}
