import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import {
  classes,
  classStudents,
  groupMembers,
  identities,
  parentLinks,
  teachingAssignments,
  users,
} from '../../db/schema';
import { AppError, fieldError } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';

export const removableTypes = ['student', 'parent', 'teacher', 'staff'] as const;
export type RemovableType = (typeof removableTypes)[number];
export type RemovalSelection = { types: RemovableType[]; class_ids?: number[] };

type Person = { id: number; type: RemovableType; name: string; surname: string; classIds: number[] };

const sampleSize = 10;
const chunkSize = 1000;

function chunks<T>(items: T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / chunkSize) }, (_, i) =>
    items.slice(i * chunkSize, (i + 1) * chunkSize),
  );
}

async function assertSchoolClasses(db: Db, schoolId: number, classIds: number[]) {
  if (!classIds.length) return [];
  const rows = await db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(
      and(eq(classes.organizationId, schoolId), isNull(classes.archivedAt), inArray(classes.id, classIds)),
    );
  if (rows.length !== new Set(classIds).size) throw fieldError('class_ids: not a class of this school');
  return rows;
}

/**
 * Who a selection takes away. With classes chosen: the students of those classes, and the parents
 * whose every live child is in them (a parent with a child elsewhere stays). Teachers and staff are
 * not chosen by class.
 */
async function selectPeople(db: Db, schoolId: number, selection: RemovalSelection) {
  const classIds = [...new Set(selection.class_ids ?? [])];
  const types = [...new Set(selection.types)];
  if (classIds.length && types.some((type) => type === 'teacher' || type === 'staff')) {
    throw fieldError('types: teachers and staff cannot be chosen by class; leave class_ids out');
  }
  const chosenClasses = await assertSchoolClasses(db, schoolId, classIds);
  const rows = await db
    .select({
      id: identities.id,
      type: identities.type,
      name: users.name,
      surname: users.surname,
      classId: classStudents.classId,
    })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .leftJoin(classStudents, eq(classStudents.identityId, identities.id))
    .where(
      and(
        eq(identities.organizationId, schoolId),
        isNull(identities.archivedAt),
        inArray(identities.type, types),
      ),
    )
    .orderBy(asc(users.surname), asc(users.name), asc(identities.id));
  const children = types.includes('parent') ? await childClasses(db, schoolId) : new Map<number, number[]>();
  const inChosen = (classId: number | null) => classId !== null && classIds.includes(classId);
  const people: Person[] = [];
  for (const row of rows) {
    const type = row.type as RemovableType;
    const classOf = type === 'parent' ? (children.get(row.id) ?? []) : row.classId ? [row.classId] : [];
    if (classIds.length) {
      if (type === 'student' && !inChosen(row.classId)) continue;
      if (type === 'parent' && !(classOf.length && classOf.every(inChosen))) continue;
    }
    people.push({ id: row.id, type, name: row.name, surname: row.surname, classIds: classOf });
  }
  return { people, types, classIds, chosenClasses };
}

/** Each live parent of the school with the classes of their live children (null: a child with no class). */
async function childClasses(db: Db, schoolId: number) {
  const rows = await db
    .select({ parentId: parentLinks.parentId, classId: classStudents.classId })
    .from(parentLinks)
    .innerJoin(identities, eq(identities.id, parentLinks.studentId))
    .leftJoin(classStudents, eq(classStudents.identityId, parentLinks.studentId))
    .where(and(eq(identities.organizationId, schoolId), isNull(identities.archivedAt)));
  const byParent = new Map<number, number[]>();
  for (const row of rows) {
    byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row.classId ?? 0]);
  }
  return byParent;
}

async function classNames(db: Db, schoolId: number) {
  const rows = await db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(eq(classes.organizationId, schoolId));
  return new Map(rows.map((row) => [row.id, row.name]));
}

function countByType(people: Person[], types: RemovableType[]) {
  return Object.fromEntries(
    types.map((type) => [type, people.filter((person) => person.type === type).length]),
  ) as Partial<Record<RemovableType, number>>;
}

/** What a removal would take: how many of each type, per class, and the first few names. */
export async function previewRemoval(db: Db, schoolId: number, selection: RemovalSelection) {
  const { people, types } = await selectPeople(db, schoolId, selection);
  const names = await classNames(db, schoolId);
  const perClass = new Map<number, { students: number; parents: number }>();
  for (const person of people) {
    if (person.type !== 'student' && person.type !== 'parent') continue;
    for (const classId of new Set(person.classIds.filter(Boolean))) {
      const entry = perClass.get(classId) ?? { students: 0, parents: 0 };
      if (person.type === 'student') entry.students += 1;
      else entry.parents += 1;
      perClass.set(classId, entry);
    }
  }
  return {
    total: people.length,
    by_type: countByType(people, types),
    by_class: [...perClass.entries()]
      .map(([classId, counts]) => ({ class_id: classId, name: names.get(classId) ?? '', ...counts }))
      .sort((a, b) => a.name.localeCompare(b.name, 'lv', { numeric: true })),
    sample: people.slice(0, sampleSize).map((person) => ({
      id: person.id,
      type: person.type,
      name: person.name,
      surname: person.surname,
      class_name: person.type === 'student' ? (names.get(person.classIds[0]) ?? null) : null,
    })),
  };
}

/**
 * Archives everyone the selection holds, with their class places, group places and teaching, in
 * one transaction, and only when they are still as many as the preview the caller saw.
 */
export async function removeRespondents(
  db: Db,
  claims: TokenClaims,
  schoolId: number,
  selection: RemovalSelection & { expected_count: number },
) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { people, types, classIds } = await selectPeople(t, schoolId, selection);
    if (people.length !== selection.expected_count) {
      throw new AppError(
        'conflict',
        `The selection now holds ${people.length} people, not ${selection.expected_count}: something changed since the preview. Preview again, then remove.`,
      );
    }
    const now = new Date();
    for (const ids of chunks(people.map((person) => person.id))) {
      await t.update(identities).set({ archivedAt: now }).where(inArray(identities.id, ids));
      await t.delete(classStudents).where(inArray(classStudents.identityId, ids));
      await t.delete(groupMembers).where(inArray(groupMembers.identityId, ids));
      await t.delete(teachingAssignments).where(inArray(teachingAssignments.teacherId, ids));
      await t
        .update(classes)
        .set({ teacherId: null })
        .where(and(eq(classes.organizationId, schoolId), inArray(classes.teacherId, ids)));
    }
    const byType = countByType(people, types);
    await recordEvent(t, claims, {
      category: 'School users',
      action: 'Removed respondents',
      details: { school_id: schoolId, types, class_ids: classIds, count: people.length, by_type: byType },
    });
    return { removed: people.length, by_type: byType };
  });
}
