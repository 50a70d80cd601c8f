import { and, count, eq, isNull } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { type IdentityType, identities, organizations, users } from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import {
  permissionFieldsProblem,
  placementProblem,
  superAdminRemovalProblem,
} from '../../policies/adminAccounts';
import { recordEvent } from '../events/recordEvent';

type PermissionChanges = Partial<Record<string, boolean>>;

export type NewIdentity = {
  type: IdentityType;
  organization_id?: number | null;
  permissions?: PermissionChanges;
  teacher_access_to_results?: boolean;
};

export type IdentityChanges = {
  archived?: boolean;
  permissions?: PermissionChanges;
  teacher_access_to_results?: boolean;
};

export async function countActiveSuperAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.type, 'super_admin'), isNull(identities.archivedAt), isNull(users.disabledAt)));
  return row.total;
}

/** Whether the user already holds this role, active, in this organisation (or in none). */
async function holdsActiveRole(db: Db, userId: number, type: IdentityType, organizationId: number | null) {
  const rows = await db
    .select({ id: identities.id })
    .from(identities)
    .where(
      and(
        eq(identities.userId, userId),
        eq(identities.type, type),
        organizationId === null
          ? isNull(identities.organizationId)
          : eq(identities.organizationId, organizationId),
        isNull(identities.archivedAt),
      ),
    );
  return rows.length > 0;
}

/** Gives a user a role: the organisation must be of the kind the role needs. */
export async function addIdentity(db: Db, claims: TokenClaims, userId: number, values: NewIdentity) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  const requestedOrganizationId = values.organization_id ?? null;
  const [organization] = requestedOrganizationId
    ? await db.select().from(organizations).where(eq(organizations.id, requestedOrganizationId))
    : [null];
  const problem =
    placementProblem(values.type, organization ?? null, requestedOrganizationId) ??
    permissionFieldsProblem(values.type, values);
  if (problem) throw fieldError(problem);
  if (await holdsActiveRole(db, userId, values.type, requestedOrganizationId)) {
    throw fieldError('type: the user already holds this role there', 'conflict');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(identities)
      .values({
        userId,
        organizationId: requestedOrganizationId,
        type: values.type,
        permissions: (values.permissions ?? {}) as Record<string, boolean>,
        teacherAccessToResults: values.teacher_access_to_results ?? false,
      })
      .returning();
    await recordEvent(tx as unknown as Db, claims, {
      category: 'Superadmin',
      action: 'Added identity',
      details: { user_id: userId, identity_id: row.id, type: row.type, organization_id: row.organizationId },
    });
    return { identity: row, organization: organization ?? null };
  });
}

/** Archives or restores a role, or changes its permissions; a user's own super-admin role stays. */
export async function updateIdentity(
  db: Db,
  claims: TokenClaims,
  userId: number,
  identityId: number,
  changes: IdentityChanges,
) {
  const [found] = await db
    .select({ identity: identities, organization: organizations })
    .from(identities)
    .leftJoin(organizations, eq(organizations.id, identities.organizationId))
    .where(and(eq(identities.id, identityId), eq(identities.userId, userId)));
  if (!found) throw notFound('Identity');
  const { identity } = found;
  const fieldsProblem = permissionFieldsProblem(identity.type, changes);
  if (fieldsProblem) throw fieldError(fieldsProblem);
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    if (changes.archived === true) {
      const removal = superAdminRemovalProblem(
        claims,
        identity,
        await countActiveSuperAdmins(tx),
        'archived',
      );
      if (removal) throw fieldError(removal);
    }
    const restoring = changes.archived === false && identity.archivedAt !== null;
    if (restoring && (await holdsActiveRole(tx, userId, identity.type, identity.organizationId))) {
      throw fieldError('archived: the user already holds this role again', 'conflict');
    }
    const archivedAt =
      changes.archived === undefined
        ? undefined
        : changes.archived
          ? (identity.archivedAt ?? new Date())
          : null;
    const [row] = await tx
      .update(identities)
      .set({
        archivedAt,
        permissions: changes.permissions
          ? ({ ...identity.permissions, ...changes.permissions } as Record<string, boolean>)
          : undefined,
        teacherAccessToResults: changes.teacher_access_to_results,
      })
      .where(eq(identities.id, identityId))
      .returning();
    await recordEvent(tx, claims, {
      category: 'Superadmin',
      action:
        changes.archived === true
          ? 'Archived identity'
          : changes.archived === false
            ? 'Restored identity'
            : 'Changed identity',
      details: { user_id: userId, identity_id: identityId, changes },
    });
    return { identity: row, organization: found.organization };
  });
}
