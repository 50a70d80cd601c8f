import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { TokenClaims } from '../auth/tokens';
import type { Db } from '../db/client';
import { type IdentityType, identities, organizations, users } from '../db/schema';
import type { App, AppDeps } from '../deps';

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

/** Another school of the organisation that `world.school` belongs to, named after it with `prefix`. */
export async function buildSiblingSchool(
  db: Db,
  world: { school: typeof organizations.$inferSelect; parent: typeof organizations.$inferSelect },
  prefix: string,
) {
  const [sibling] = await db
    .insert(organizations)
    .values({
      type: 'school',
      parentId: world.parent.id,
      name: `${prefix} ${world.school.slug}`,
      slug: `${prefix.toLowerCase()}-${world.school.slug}`,
    })
    .returning();
  return sibling;
}

export async function buildIdentity(
  db: Db,
  options: {
    type: IdentityType;
    organizationId: number | null;
    permissions?: Record<string, boolean>;
    password?: string;
    userId?: number;
  },
) {
  const id = unique();
  const [user] = options.userId
    ? await db.select().from(users).where(eq(users.id, options.userId))
    : await db
        .insert(users)
        .values({
          username: `user-${id}`,
          email: `user-${id}@example.test`,
          name: 'Test',
          surname: id,
          passwordHash: options.password ? await hashPassword(options.password) : null,
        })
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

export const testPassword = 'a-decent-passphrase';

/** Signs in through the API; answers the token and the session cookie header. */
export async function signIn(app: { inject: App['inject'] }, username: string, password = testPassword) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((item) => item.name === 'balss_session');
  return { token: response.json().data.token as string, cookie: `balss_session=${cookie?.value}` };
}
