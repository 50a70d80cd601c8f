import { eq } from 'drizzle-orm';
import { completePermissions, type PermissionMap, soloPermissions } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { identities, organizations, users } from '../../db/schema';

export type IdentityRow = typeof identities.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;

export type IdentityContext = {
  user: UserRow;
  identity: IdentityRow;
  organization: OrganizationRow | null;
  /** The stored permission map, completed; solo accounts get their fixed map. */
  permissions: PermissionMap;
};

/**
 * Solo accounts and super-admins hold every permission but forbid_results_access, so the spec §5
 * permission guard lets a super-admin into every school screen (the builder of library surveys too).
 */
export function identityPermissions(identity: Pick<IdentityRow, 'type' | 'permissions'>): PermissionMap {
  if (identity.type === 'solo' || identity.type === 'super_admin') return soloPermissions();
  return completePermissions(identity.permissions);
}

/** An identity with its user and organisation, or null when it is gone, archived or its user disabled. */
export async function loadIdentityContext(db: Db, identityId: number): Promise<IdentityContext | null> {
  const [row] = await db
    .select({ identity: identities, user: users, organization: organizations })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .leftJoin(organizations, eq(organizations.id, identities.organizationId))
    .where(eq(identities.id, identityId));
  if (!row || row.identity.archivedAt || row.user.disabledAt) return null;
  return { ...row, permissions: identityPermissions(row.identity) };
}

export async function listUserIdentities(db: Db, userId: number) {
  const rows = await db
    .select({ identity: identities, organization: organizations })
    .from(identities)
    .leftJoin(organizations, eq(organizations.id, identities.organizationId))
    .where(eq(identities.userId, userId))
    .orderBy(identities.id);
  return rows.filter((row) => !row.identity.archivedAt);
}
