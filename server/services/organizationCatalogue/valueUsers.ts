import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import {
  identities,
  organizationPropertyAssignments,
  organizationPropertyValueUsers,
  organizations,
  users,
} from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';
import { loadPropertyValue } from './catalogue';

/**
 * The organisations holding a value, with the schools of an organisation holding it: what a
 * property-value user of it reads.
 */
function organizationsWithValues(db: Db, values: SQL) {
  const holders = db
    .select({ id: organizationPropertyAssignments.organizationId })
    .from(organizationPropertyAssignments)
    .where(values);
  return db
    .select({ id: organizations.id, name: organizations.name, type: organizations.type })
    .from(organizations)
    .where(or(inArray(organizations.id, holders), inArray(organizations.parentId, holders)))
    .orderBy(asc(organizations.name));
}

/** A value with its property, the organisations it gives and its users (/admin/organization-property-value-users/{id}). */
export async function loadValueUsers(db: Db, valueId: number) {
  const { value, propertyName } = await loadPropertyValue(db, valueId);
  const [reached, people] = await Promise.all([
    organizationsWithValues(db, eq(organizationPropertyAssignments.valueId, valueId)),
    db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        name: users.name,
        surname: users.surname,
        addedAt: organizationPropertyValueUsers.createdAt,
      })
      .from(organizationPropertyValueUsers)
      .innerJoin(users, eq(users.id, organizationPropertyValueUsers.userId))
      .where(eq(organizationPropertyValueUsers.valueId, valueId))
      .orderBy(asc(users.surname), asc(users.name), asc(users.id)),
  ]);
  return {
    id: value.id,
    name: value.name,
    property: { id: value.propertyId, name: propertyName },
    organizations: reached,
    users: people.map(({ addedAt, ...person }) => ({ ...person, added_at: addedAt.toISOString() })),
  };
}

/** Gives a person (found by e-mail or username) the value's organisations to read. */
export async function addValueUser(db: Db, claims: TokenClaims, valueId: number, login: string) {
  await loadPropertyValue(db, valueId);
  const wanted = login.trim().toLowerCase();
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(sql`lower(${users.email}) = ${wanted}`, sql`lower(${users.username}) = ${wanted}`));
  if (!person) throw fieldError('user: no user has this e-mail address or username');
  const staff = await db
    .select({ id: identities.id })
    .from(identities)
    .where(
      and(
        eq(identities.userId, person.id),
        sql`${identities.type} not in ('student', 'parent')`,
        sql`${identities.archivedAt} is null`,
      ),
    )
    .limit(1);
  if (staff.length === 0)
    throw fieldError('user: only staff and administrators can read results; this person has no such account');
  await db
    .insert(organizationPropertyValueUsers)
    .values({ valueId, userId: person.id })
    .onConflictDoNothing();
  await recordEvent(db, claims, {
    category: 'Superadmin',
    action: 'add_property_value_user',
    details: { valueId, userId: person.id },
  });
  return loadValueUsers(db, valueId);
}

export async function removeValueUser(db: Db, claims: TokenClaims, valueId: number, userId: number) {
  await loadPropertyValue(db, valueId);
  const [row] = await db
    .delete(organizationPropertyValueUsers)
    .where(
      and(
        eq(organizationPropertyValueUsers.valueId, valueId),
        eq(organizationPropertyValueUsers.userId, userId),
      ),
    )
    .returning({ userId: organizationPropertyValueUsers.userId });
  if (!row) throw notFound('Property value user');
  await recordEvent(db, claims, {
    category: 'Superadmin',
    action: 'remove_property_value_user',
    details: { valueId, userId },
  });
  return loadValueUsers(db, valueId);
}

/**
 * The organisations a signed-in person reads through property values they were given, as a query
 * of their ids (to read inside another statement); null where none can be given: never for
 * students, parents or an account with forbid_results_access.
 */
export function propertyValueReachIds(db: Db, claims: TokenClaims) {
  if (claims.identityType === 'student' || claims.identityType === 'parent') return null;
  if (claims.permissions.includes('forbid_results_access')) return null;
  const granted = db
    .select({ id: organizationPropertyValueUsers.valueId })
    .from(organizationPropertyValueUsers)
    .where(eq(organizationPropertyValueUsers.userId, claims.userId));
  const holders = db
    .select({ id: organizationPropertyAssignments.organizationId })
    .from(organizationPropertyAssignments)
    .where(inArray(organizationPropertyAssignments.valueId, granted));
  return db
    .select({ id: organizations.id })
    .from(organizations)
    .where(or(inArray(organizations.id, holders), inArray(organizations.parentId, holders)));
}

/** The organisations of propertyValueReachIds. Read only, at organisation level. */
export async function propertyValueReach(db: Db, claims: TokenClaims): Promise<Set<number>> {
  const reach = propertyValueReachIds(db, claims);
  if (!reach) return new Set();
  return new Set((await reach).map((row) => row.id));
}
