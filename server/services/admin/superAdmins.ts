import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { identities, users } from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import { superAdminRemovalProblem } from '../../policies/adminAccounts';
import { recordEvent } from '../events/recordEvent';
import { countActiveSuperAdmins } from './userIdentities';

/** Every active super-admin role with its person, by surname. */
export async function listSuperAdmins(db: Db) {
  return db
    .select({ identity: identities, user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.type, 'super_admin'), isNull(identities.archivedAt)))
    .orderBy(asc(users.surname), asc(users.name), asc(identities.id));
}

/** One super-admin role, archived or not; any other identity id is not found. */
export async function loadSuperAdmin(db: Db, identityId: number) {
  const [row] = await db
    .select({ identity: identities, user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.id, identityId), eq(identities.type, 'super_admin')));
  if (!row) throw notFound('Super-admin');
  return row;
}

/** Makes an existing user a super-admin: a new super_admin identity, in no organisation. */
export async function addSuperAdmin(db: Db, claims: TokenClaims | null, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw fieldError('user_id: no such user');
  const current = await db
    .select({ id: identities.id })
    .from(identities)
    .where(
      and(eq(identities.userId, userId), eq(identities.type, 'super_admin'), isNull(identities.archivedAt)),
    );
  if (current.length) throw fieldError('user_id: is already a super-admin', 'conflict');
  return db.transaction(async (tx) => {
    const [identity] = await tx
      .insert(identities)
      .values({ userId, organizationId: null, type: 'super_admin' })
      .returning();
    await recordEvent(tx as unknown as Db, claims, {
      category: 'Superadmin',
      action: 'Added super-admin',
      details: { user_id: userId, identity_id: identity.id },
    });
    return { identity, user };
  });
}

/** Archives a super-admin role: never one's own, never the last active one. */
export async function removeSuperAdmin(db: Db, claims: TokenClaims, identityId: number) {
  const { identity, user } = await loadSuperAdmin(db, identityId);
  if (identity.archivedAt) return { identity, user };
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const problem = superAdminRemovalProblem(claims, identity, await countActiveSuperAdmins(tx), 'id');
    if (problem) throw fieldError(problem);
    const [archived] = await tx
      .update(identities)
      .set({ archivedAt: new Date() })
      .where(eq(identities.id, identityId))
      .returning();
    await recordEvent(tx, claims, {
      category: 'Superadmin',
      action: 'Removed super-admin',
      details: { user_id: user.id, identity_id: identityId },
    });
    return { identity: archived, user };
  });
}
