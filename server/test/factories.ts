import { randomUUID } from 'node:crypto';
import type { TokenClaims } from '../auth/tokens';
import type { Db } from '../db/client';
import { type IdentityType, identities, organizations, users } from '../db/schema';
import type { AppDeps } from '../deps';

const unique = () => randomUUID().slice(0, 8);

export async function buildOrganization(db: Db, values: Partial<typeof organizations.$inferInsert> = {}) {
  const id = unique();
  const [row] = await db
    .insert(organizations)
    .values({ type: 'organization', name: `Municipality ${id}`, slug: `muni-${id}`, city: 'Riga', ...values })
    .returning();
  return row;
}

/** A fresh school under a fresh organisation, so tests never share data. */
export async function buildSchool(db: Db, values: Partial<typeof organizations.$inferInsert> = {}) {
  const parent = await buildOrganization(db);
  const id = unique();
  const [school] = await db
    .insert(organizations)
    .values({
      type: 'school',
      parentId: parent.id,
      name: `School ${id}`,
      slug: `school-${id}`,
      city: 'Riga',
      ...values,
    })
    .returning();
  return { school, parent };
}

export async function buildIdentity(
  db: Db,
  options: { type: IdentityType; organizationId: number | null; permissions?: Record<string, boolean> },
) {
  const id = unique();
  const [user] = await db
    .insert(users)
    .values({ username: `user-${id}`, email: `user-${id}@example.test`, name: 'Test', surname: id })
    .returning();
  const [identity] = await db
    .insert(identities)
    .values({
      userId: user.id,
      organizationId: options.organizationId,
      type: options.type,
      permissions: options.permissions ?? {},
    })
    .returning();
  return { user, identity };
}

export function claimsFor(
  identity: typeof identities.$inferSelect,
): Omit<TokenClaims, 'tokenId' | 'expiresAt'> {
  return {
    userId: identity.userId,
    identityId: identity.id,
    identityType: identity.type,
    organizationId: identity.organizationId,
    permissions: Object.keys(identity.permissions).filter((name) => identity.permissions[name]),
    sessionId: null,
    becameBy: null,
  };
}

export async function tokenFor(
  deps: AppDeps,
  identity: typeof identities.$inferSelect,
  lifetimeSeconds?: number,
) {
  return deps.signer.sign(claimsFor(identity), lifetimeSeconds);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
