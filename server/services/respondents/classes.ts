import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { gradeFromName } from '../../../common/classNames';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { outer } from '../../db/outerColumn';
import { classes, classStudents, identities, users } from '../../db/schema';
import { fieldError, fieldRefusal, notFound } from '../../http/errors';
import { presentClass } from '../../presenters/class';
import { recordEvent } from '../events/recordEvent';
import { assertAvailableSubject, assertSchoolTeacher } from './classReferences';

export type ClassInput = {
  name: string;
  grade?: number | null;
  num_students?: number;
  teacher_id?: number | null;
  subject_id?: number | null;
  custom_subject?: string | null;
};
export type ClassChange = Partial<ClassInput> & { id: number };

const live = (schoolId: number) => and(eq(classes.organizationId, schoolId), isNull(classes.archivedAt));

const definedOnly = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

/** A grade the client changed wins; otherwise a renamed class takes the grade of its new name. */
function nextGrade(current: typeof classes.$inferSelect, name?: string, grade?: number | null) {
  if (grade !== undefined && grade !== current.grade) return grade;
  if (name !== undefined && name !== current.name) return gradeFromName(name);
  return undefined;
}

export async function listClasses(db: Db, schoolId: number, options: { withTeacher: boolean }) {
  const rows = await db
    .select({
      klass: classes,
      studentsRegistered: sql<number>`(select count(*)::int from ${classStudents} where ${classStudents.classId} = ${outer(classes.id)})`,
      teacherName: users.name,
      teacherSurname: users.surname,
    })
    .from(classes)
    .leftJoin(identities, eq(identities.id, classes.teacherId))
    .leftJoin(users, eq(users.id, identities.userId))
    .where(live(schoolId))
    .orderBy(sql`${classes.grade} asc nulls last`, asc(classes.name));
  return rows.map((row) =>
    presentClass(row.klass, {
      studentsRegistered: row.studentsRegistered,
      ...(options.withTeacher
        ? {
            teacher:
              row.klass.teacherId && row.teacherName !== null
                ? { id: row.klass.teacherId, name: row.teacherName, surname: row.teacherSurname ?? '' }
                : null,
          }
        : {}),
    }),
  );
}

async function assertNameFree(db: Db, schoolId: number, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        live(schoolId),
        sql`lower(${classes.name}) = lower(${name})`,
        exceptId ? ne(classes.id, exceptId) : undefined,
      ),
    );
  if (clash) throw fieldRefusal('name', 'class_name_taken', { name });
}

async function checkReferences(db: Db, schoolId: number, input: Partial<ClassInput>) {
  await assertSchoolTeacher(db, schoolId, input.teacher_id);
  await assertAvailableSubject(db, schoolId, input.subject_id);
}

export async function createClass(db: Db, claims: TokenClaims, schoolId: number, input: ClassInput) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await assertNameFree(t, schoolId, input.name);
    await checkReferences(t, schoolId, input);
    const [row] = await t
      .insert(classes)
      .values({
        organizationId: schoolId,
        name: input.name,
        grade: input.grade === undefined ? gradeFromName(input.name) : input.grade,
        numStudents: input.num_students ?? 0,
        teacherId: input.teacher_id ?? null,
        subjectId: input.subject_id ?? null,
        customSubject: input.custom_subject ?? null,
      })
      .returning();
    await recordEvent(t, claims, {
      category: 'Classes',
      action: 'Created class',
      details: { class_id: row.id },
    });
    return presentClass(row, { studentsRegistered: 0 });
  });
}

/** Spec §7 PATCH with an array: every class changes, or none does. */
export async function updateClasses(db: Db, claims: TokenClaims, schoolId: number, changes: ClassChange[]) {
  const ids = changes.map((change) => change.id);
  if (new Set(ids).size !== ids.length) throw fieldError('id: a class appears twice');
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const existing = await t
      .select()
      .from(classes)
      .where(and(live(schoolId), inArray(classes.id, ids)));
    if (existing.length !== ids.length) throw notFound('Class');
    for (const change of changes) {
      const { id, name, grade, num_students, teacher_id, subject_id, custom_subject } = change;
      if (name !== undefined) await assertNameFree(t, schoolId, name, id);
      await checkReferences(t, schoolId, change);
      const values = definedOnly({
        name,
        grade: nextGrade(existing.find((row) => row.id === id)!, name, grade),
        numStudents: num_students,
        teacherId: teacher_id,
        subjectId: subject_id,
        customSubject: custom_subject,
      });
      if (Object.keys(values).length) await t.update(classes).set(values).where(eq(classes.id, id));
    }
    await recordEvent(t, claims, {
      category: 'Classes',
      action: 'Updated classes',
      details: { class_ids: ids },
    });
    return (await listClasses(t, schoolId, { withTeacher: false })).filter((row) => ids.includes(row.id));
  });
}

/**
 * Deleting a class archives it, so the results of periods it took part in keep their class;
 * its students are left without a class and its name is free again.
 */
export async function archiveClass(db: Db, claims: TokenClaims, schoolId: number, classId: number) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .update(classes)
      .set({ archivedAt: new Date() })
      .where(and(live(schoolId), eq(classes.id, classId)))
      .returning();
    if (!row) throw notFound('Class');
    const [{ moved }] = await t
      .select({ moved: count() })
      .from(classStudents)
      .where(eq(classStudents.classId, classId));
    await t.delete(classStudents).where(eq(classStudents.classId, classId));
    await recordEvent(t, claims, {
      category: 'Classes',
      action: 'Deleted class',
      details: { class_id: classId, name: row.name, students_unassigned: moved },
    });
  });
}

/** Spec §7 POST classes/{id}/students: the number of students expected to answer in the class. */
export async function setExpectedStudents(
  db: Db,
  claims: TokenClaims,
  schoolId: number,
  classId: number,
  numStudents: number,
) {
  const [changed] = await updateClasses(db, claims, schoolId, [{ id: classId, num_students: numStudents }]);
  return changed;
}
