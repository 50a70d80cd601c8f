import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { outer } from '../../db/outerColumn';
import { classes, classStudents, groupMembers, groups, identities, users } from '../../db/schema';
import { fieldError, fieldRefusal, notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';

export type GroupInput = { name: string; parent_class_id?: number | null };

const respondentTypes = ['student', 'teacher', 'parent', 'staff'] as const;

async function liveGroup(db: Db, schoolId: number, groupId: number) {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.organizationId, schoolId), isNull(groups.archivedAt)));
  if (!row) throw notFound('Group');
  return row;
}

async function assertParentClass(db: Db, schoolId: number, classId: number | null | undefined) {
  if (classId === null || classId === undefined) return;
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.organizationId, schoolId), isNull(classes.archivedAt)));
  if (!row) throw fieldError('parent_class_id: not a class of this school');
}

async function assertNameFree(db: Db, schoolId: number, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        eq(groups.organizationId, schoolId),
        isNull(groups.archivedAt),
        sql`lower(${groups.name}) = lower(${name})`,
        exceptId ? ne(groups.id, exceptId) : undefined,
      ),
    );
  if (clash) throw fieldRefusal('name', 'group_name_taken', { name });
}

export async function listGroups(db: Db, schoolId: number) {
  const rows = await db
    .select({
      group: groups,
      parentClassName: classes.name,
      memberCount: sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.groupId} = ${outer(groups.id)})`,
    })
    .from(groups)
    .leftJoin(classes, eq(classes.id, groups.parentClassId))
    .where(and(eq(groups.organizationId, schoolId), isNull(groups.archivedAt)))
    .orderBy(asc(groups.name));
  return rows.map(({ group, parentClassName, memberCount }) => ({
    id: group.id,
    name: group.name,
    parent_class_id: group.parentClassId,
    parent_class_name: parentClassName,
    member_count: memberCount,
    organization_id: group.organizationId,
  }));
}

export async function createGroup(db: Db, claims: TokenClaims, schoolId: number, input: GroupInput) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await assertParentClass(t, schoolId, input.parent_class_id);
    await assertNameFree(t, schoolId, input.name);
    const [row] = await t
      .insert(groups)
      .values({ organizationId: schoolId, name: input.name, parentClassId: input.parent_class_id ?? null })
      .returning();
    await recordEvent(t, claims, {
      category: 'Groups',
      action: 'Created group',
      details: { group_id: row.id },
    });
    return row;
  });
}

export async function updateGroup(
  db: Db,
  claims: TokenClaims,
  schoolId: number,
  groupId: number,
  input: Partial<GroupInput>,
) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const current = await liveGroup(t, schoolId, groupId);
    if (input.name === undefined && input.parent_class_id === undefined) return current;
    await assertParentClass(t, schoolId, input.parent_class_id);
    if (input.name !== undefined) await assertNameFree(t, schoolId, input.name, groupId);
    const [row] = await t
      .update(groups)
      .set({ name: input.name, parentClassId: input.parent_class_id })
      .where(eq(groups.id, groupId))
      .returning();
    await recordEvent(t, claims, {
      category: 'Groups',
      action: 'Updated group',
      details: { group_id: groupId },
    });
    return row;
  });
}

export async function archiveGroup(db: Db, claims: TokenClaims, schoolId: number, groupId: number) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await liveGroup(t, schoolId, groupId);
    await t.update(groups).set({ archivedAt: new Date() }).where(eq(groups.id, groupId));
    await recordEvent(t, claims, {
      category: 'Groups',
      action: 'Deleted group',
      details: { group_id: groupId },
    });
  });
}

export async function listGroupMembers(db: Db, schoolId: number, groupId: number) {
  await liveGroup(db, schoolId, groupId);
  const rows = await db
    .select({ identity: identities, user: users, className: classes.name })
    .from(groupMembers)
    .innerJoin(identities, eq(identities.id, groupMembers.identityId))
    .innerJoin(users, eq(users.id, identities.userId))
    .leftJoin(classStudents, eq(classStudents.identityId, identities.id))
    .leftJoin(classes, eq(classes.id, classStudents.classId))
    .where(and(eq(groupMembers.groupId, groupId), isNull(identities.archivedAt)))
    .orderBy(asc(users.surname), asc(users.name));
  return rows.map(({ identity, user, className }) => ({
    id: identity.id,
    type: identity.type,
    name: user.name,
    surname: user.surname,
    class_name: className,
  }));
}

/** Replaces a group's members; every one must be a live respondent of the same school. */
export async function setGroupMembers(
  db: Db,
  claims: TokenClaims,
  schoolId: number,
  groupId: number,
  identityIds: number[],
) {
  const wanted = [...new Set(identityIds)];
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await liveGroup(t, schoolId, groupId);
    const found = wanted.length
      ? await t
          .select({ id: identities.id })
          .from(identities)
          .where(
            and(
              inArray(identities.id, wanted),
              eq(identities.organizationId, schoolId),
              inArray(identities.type, [...respondentTypes]),
              isNull(identities.archivedAt),
            ),
          )
      : [];
    if (found.length !== wanted.length) {
      const known = new Set(found.map((row) => row.id));
      const missing = wanted.filter((id) => !known.has(id));
      throw fieldError(`identity_ids: not respondents of this school: ${missing.join(', ')}`);
    }
    await t.delete(groupMembers).where(eq(groupMembers.groupId, groupId));
    if (wanted.length)
      await t.insert(groupMembers).values(wanted.map((identityId) => ({ groupId, identityId })));
    await recordEvent(t, claims, {
      category: 'Groups',
      action: 'Changed group members',
      details: { group_id: groupId, member_count: wanted.length },
    });
  });
}
