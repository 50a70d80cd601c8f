import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { classes, classStudents, type IdentityType, identities, users } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../http/errors';
import { canArchiveSchoolIdentity, canViewRespondents } from '../../policies/respondents';
import { recordEvent } from '../events/recordEvent';

export const schoolUserTypes = ['student', 'teacher', 'parent', 'staff', 'school_admin'] as const;
const staffOnly: IdentityType[] = ['teacher', 'staff', 'school_admin'];

export type SchoolUserQuery = {
  type?: (typeof schoolUserTypes)[number];
  search?: string;
  class_id?: number;
  page: number;
  per_page: number;
};

/**
 * The people of a school, one row per identity, paged. Those who may only manage admins see the
 * staff; respondent viewers see everyone.
 */
export async function listSchoolUsers(
  db: Db,
  claims: TokenClaims,
  school: { id: number; parentId: number | null },
  query: SchoolUserQuery,
) {
  const visibleTypes: IdentityType[] = canViewRespondents(claims, school) ? [...schoolUserTypes] : staffOnly;
  const types = query.type ? visibleTypes.filter((type) => type === query.type) : visibleTypes;
  if (!types.length) return { rows: [], total: 0 };
  const term = query.search?.trim();
  const filters: (SQL | undefined)[] = [
    eq(identities.organizationId, school.id),
    inArray(identities.type, types),
    isNull(identities.archivedAt),
    term
      ? or(
          ilike(users.name, `%${term}%`),
          ilike(users.surname, `%${term}%`),
          ilike(users.email, `%${term}%`),
          ilike(users.username, `%${term}%`),
        )
      : undefined,
    query.class_id ? eq(classStudents.classId, query.class_id) : undefined,
  ];
  const where = and(...filters);
  const base = () =>
    db
      .select({ identity: identities, user: users, className: classes.name, classId: classes.id })
      .from(identities)
      .innerJoin(users, eq(users.id, identities.userId))
      .leftJoin(classStudents, eq(classStudents.identityId, identities.id))
      .leftJoin(classes, eq(classes.id, classStudents.classId));
  const [{ total }] = await db
    .select({ total: count() })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .leftJoin(classStudents, eq(classStudents.identityId, identities.id))
    .where(where);
  const rows = await base()
    .where(where)
    .orderBy(asc(users.surname), asc(users.name), asc(identities.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    total,
    rows: rows.map(({ identity, user, className, classId }) => ({
      id: identity.id,
      user_id: user.id,
      type: identity.type,
      name: user.name,
      surname: user.surname,
      email: user.email,
      username: user.username,
      class_id: classId,
      class_name: className,
      has_password: user.passwordHash !== null,
    })),
  };
}

/** Takes a person's role at the school away (their account and other roles stay). */
export async function archiveSchoolIdentity(
  db: Db,
  claims: TokenClaims,
  school: { id: number; parentId: number | null },
  identityId: number,
) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [identity] = await t
      .select()
      .from(identities)
      .where(
        and(
          eq(identities.id, identityId),
          eq(identities.organizationId, school.id),
          isNull(identities.archivedAt),
        ),
      );
    if (!identity || !(schoolUserTypes as readonly string[]).includes(identity.type)) throw notFound('User');
    if (identity.id === claims.identityId) throw fieldError('id: you cannot remove yourself');
    if (!canArchiveSchoolIdentity(claims, school, identity.type)) {
      throw new AppError(
        'forbidden',
        staffOnly.includes(identity.type)
          ? 'You need the manage_admins permission'
          : 'You need the manage_respondents permission',
      );
    }
    await t.update(identities).set({ archivedAt: new Date() }).where(eq(identities.id, identityId));
    await t.delete(classStudents).where(eq(classStudents.identityId, identityId));
    await recordEvent(t, claims, {
      category: 'School users',
      action: 'Removed user from school',
      details: { identity_id: identityId, type: identity.type },
    });
  });
}
