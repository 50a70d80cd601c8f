import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { calculatePKCECodeChallenge, randomPKCECodeVerifier } from 'openid-client';
import { hashSecret, randomSecret } from '../../auth/secrets';
import type { Db } from '../../db/client';
import { ssoLoginAttempts } from '../../db/schema';

export const attemptLifetimeMs = 10 * 60 * 1000;

export type SsoAttempt = typeof ssoLoginAttempts.$inferSelect;

/** A new attempt: the state goes to the provider, only its hash is kept; PKCE S256 challenge. */
export async function createAttempt(db: Db, schoolId: number, redirectPath: string | null) {
  const state = randomSecret();
  const nonce = randomSecret();
  const codeVerifier = randomPKCECodeVerifier();
  await db
    .delete(ssoLoginAttempts)
    .where(lt(ssoLoginAttempts.createdAt, new Date(Date.now() - 24 * 3600 * 1000)));
  await db.insert(ssoLoginAttempts).values({
    stateHash: hashSecret(state),
    organizationId: schoolId,
    nonce,
    codeVerifier,
    redirectPath,
  });
  const codeChallenge = await calculatePKCECodeChallenge(codeVerifier);
  return { state, nonce, codeChallenge };
}

/** Uses up the attempt behind a state in one UPDATE: null when unknown, used or older than 10 minutes. */
export async function consumeAttempt(db: Db, state: string): Promise<SsoAttempt | null> {
  const [row] = await db
    .update(ssoLoginAttempts)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(ssoLoginAttempts.stateHash, hashSecret(state)),
        isNull(ssoLoginAttempts.usedAt),
        gt(ssoLoginAttempts.createdAt, new Date(Date.now() - attemptLifetimeMs)),
      ),
    )
    .returning();
  return row ?? null;
}
