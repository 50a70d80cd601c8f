import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { identities, revokedTokens, sessions, users } from '../db/schema';
import { sessionIdleMs } from '../services/accounts/sessions';
import type { TokenClaims } from './tokens';

/**
 * A token stops working at once when it was blacklisted, its session was revoked, expired, idled out
 * or moved to another identity, its identity was archived or its user disabled. One query per request.
 */
export async function isTokenRevoked(db: Db, claims: TokenClaims): Promise<boolean> {
  const [row] = await db
    .select({
      blacklisted: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.tokenId} = ${claims.tokenId})`,
      identityArchived: sql<boolean>`${identities.archivedAt} is not null`,
      userDisabled: sql<boolean>`${users.disabledAt} is not null`,
      sessionIdentity: sessions.identityId,
      sessionRevoked: sql<boolean>`${sessions.revokedAt} is not null`,
      sessionExpiresAt: sessions.expiresAt,
      sessionLastSeenAt: sessions.lastSeenAt,
    })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .leftJoin(sessions, sql`${sessions.id} = ${claims.sessionId ?? ''}`)
    .where(eq(identities.id, claims.identityId));
  if (!row || row.blacklisted || row.identityArchived || row.userDisabled) return true;
  if (!claims.sessionId) return false;
  if (row.sessionIdentity === null || row.sessionRevoked || row.sessionIdentity !== claims.identityId)
    return true;
  const now = Date.now();
  return (
    new Date(row.sessionExpiresAt!).getTime() <= now ||
    now - new Date(row.sessionLastSeenAt!).getTime() >= sessionIdleMs
  );
}

export async function revokeToken(db: Db, claims: TokenClaims): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ tokenId: claims.tokenId, expiresAt: new Date(claims.expiresAt * 1000) })
    .onConflictDoNothing();
}
