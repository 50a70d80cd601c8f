import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { gradeFromName } from '../../../common/classNames';
import type { Db } from '../../db/client';
import { classes } from '../../db/schema';
import { bulkInsert } from './bulkInsert';
import { chunk } from './chunks';
import { identityTypeOf } from './importFields';
import { lower } from './plans/planContext';
import type { ImportPlan, NewPerson } from './plans/planTypes';
import { allocateUsernames } from './usernameAllocation';

const batch = 5000;

/** Called with the share of the work done (0–1) after each batch. */
export type ProgressReport = (done: number) => Promise<void>;

export type AppliedCounts = { created: number; linked: number; new_classes: number };

async function createClasses(tx: Db, schoolId: number, names: string[]): Promise<Map<string, number>> {
  if (names.length)
    await tx
      .insert(classes)
      .values(names.map((name) => ({ organizationId: schoolId, name, grade: gradeFromName(name) })));
  const live = await tx
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(eq(classes.organizationId, schoolId), isNull(classes.archivedAt)));
  return new Map(live.map((klass) => [lower(klass.name), klass.id]));
}

/** Accounts for the people without one, then their identities in the school; answers identity ids in order. */
async function createIdentities(
  tx: Db,
  schoolId: number,
  plan: ImportPlan,
  report: (share: number) => Promise<void>,
): Promise<number[]> {
  const people = plan.people;
  const total = Math.max(people.length, 1);
  const fresh = people.filter((person) => !person.userId);
  const usernames = await allocateUsernames(tx, fresh);
  const userIdByUsername = new Map<string, number>();
  for (let start = 0; start < fresh.length; start += batch) {
    const part = fresh.slice(start, start + batch);
    const made = await bulkInsert<{ id: number; username: string }>(
      tx,
      'users',
      [
        { name: 'username', type: 'text', values: usernames.slice(start, start + batch) },
        { name: 'email', type: 'text', values: part.map((person) => person.email) },
        { name: 'name', type: 'text', values: part.map((person) => person.name) },
        { name: 'surname', type: 'text', values: part.map((person) => person.surname) },
      ],
      'returning id, username',
    );
    for (const row of made) userIdByUsername.set(row.username, row.id);
    await report((start + part.length) / total / 2);
  }
  const usernameOf = new Map(fresh.map((person, i) => [person, usernames[i]]));
  const userIds = people.map((person) => person.userId ?? userIdByUsername.get(usernameOf.get(person)!)!);
  const identityIds: number[] = [];
  const type = identityTypeOf[plan.type];
  for (let start = 0; start < people.length; start += batch) {
    const part = people.slice(start, start + batch);
    const partUsers = userIds.slice(start, start + batch);
    const made = await bulkInsert<{ id: number; user_id: number }>(
      tx,
      'identities',
      [
        { name: 'user_id', type: 'int', values: partUsers },
        { name: 'organization_id', type: 'int', values: part.map(() => schoolId) },
        { name: 'type', type: 'text', values: part.map(() => type) },
        { name: 'external_id', type: 'text', values: part.map((person) => person.externalId) },
      ],
      'returning id, user_id',
    );
    const byUser = new Map(made.map((row) => [Number(row.user_id), Number(row.id)]));
    identityIds.push(...partUsers.map((userId) => byUser.get(userId)!));
    await report(0.5 + (start + part.length) / total / 4);
  }
  return identityIds;
}

/** Pairs (or triples) of ids written in batches, one array per column. */
async function insertLinks(tx: Db, table: string, names: string[], rows: (number | null)[][], tail = '') {
  for (let start = 0; start < rows.length; start += batch) {
    const part = rows.slice(start, start + batch);
    await bulkInsert(
      tx,
      table,
      names.map((name, i) => ({ name, type: 'int' as const, values: part.map((row) => row[i]) })),
      tail,
    );
  }
}

/** Everything a plan says, written with the transaction given: classes, accounts, identities, links. */
export async function applyPlan(
  tx: Db,
  schoolId: number,
  plan: ImportPlan,
  report: ProgressReport,
): Promise<AppliedCounts> {
  const classIds = await createClasses(tx, schoolId, plan.newClasses);
  const identityIds = await createIdentities(tx, schoolId, plan, (share) => report(Math.min(share, 0.75)));
  const each = <T>(pick: (person: NewPerson, identityId: number) => T[]) =>
    plan.people.flatMap((person, i) => pick(person, identityIds[i]));

  const seats = each((person, identityId) =>
    person.className ? [[identityId, classIds.get(lower(person.className))!]] : [],
  );
  await insertLinks(tx, 'class_students', ['identity_id', 'class_id'], seats);
  const teaching = each((person, teacherId) =>
    (person.classIds ?? []).flatMap((classId) =>
      (person.subjectIds?.length ? person.subjectIds : [null]).map((subjectId: number | null) => [
        teacherId,
        classId,
        subjectId,
      ]),
    ),
  );
  await insertLinks(tx, 'teaching_assignments', ['teacher_id', 'class_id', 'subject_id'], teaching);
  for (const [i, person] of plan.people.entries())
    if (person.homeroomClassId)
      await tx
        .update(classes)
        .set({ teacherId: identityIds[i] })
        .where(eq(classes.id, person.homeroomClassId));
  const links = [
    ...each((person, parentId) => (person.studentIds ?? []).map((studentId) => [parentId, studentId])),
    ...plan.links.map((link) => [link.parentId, link.studentId]),
  ];
  await insertLinks(tx, 'parent_links', ['parent_id', 'student_id'], links, 'on conflict do nothing');
  await report(0.9);

  const seatedClasses = [...new Set(seats.map((seat) => seat[1] as number))];
  for (const part of chunk(seatedClasses, batch))
    await tx
      .update(classes)
      .set({
        numStudents: sql`greatest("classes"."num_students", (select count(*)::int from class_students cs where cs.class_id = "classes"."id"))`,
      })
      .where(inArray(classes.id, part));
  return { created: plan.people.length, linked: plan.links.length, new_classes: plan.newClasses.length };
}
