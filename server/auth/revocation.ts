import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { revokedTokens } from '../db/schema';
import type { TokenClaims } from './tokens';

export async function isTokenRevoked(db: Db, claims: TokenClaims): Promise<boolean> {
  const rows = await db
    .select({ tokenId: revokedTokens.tokenId })
    .from(revokedTokens)
    .where(eq(revokedTokens.tokenId, claims.tokenId))
    .limit(1);
  return rows.length > 0;
}

export async function revokeToken(db: Db, claims: TokenClaims): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ tokenId: claims.tokenId, expiresAt: new Date(claims.expiresAt * 1000) })
    .onConflictDoNothing();
}
