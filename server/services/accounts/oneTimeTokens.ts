import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashSecret, randomSecret } from '../../auth/secrets';
import type { Db } from '../../db/client';
import { type OneTimePurpose, oneTimeTokens } from '../../db/schema';
import { AppError } from '../../http/errors';

export const linkLifetimes: Record<OneTimePurpose, number> = {
  password_reset: 2 * 3600 * 1000,
  create_password: 7 * 24 * 3600 * 1000,
  email_change: 24 * 3600 * 1000,
  invitation: 14 * 24 * 3600 * 1000,
  tokenized_entry: 30 * 24 * 3600 * 1000,
};

export type OneTimeRow = typeof oneTimeTokens.$inferSelect;

/** A new single-use link secret; only its hash is stored. */
export async function issueOneTimeToken(
  db: Db,
  purpose: OneTimePurpose,
  values: { userId?: number | null; payload?: Record<string, unknown>; lifetimeMs?: number },
): Promise<string> {
  const secret = randomSecret();
  await db.insert(oneTimeTokens).values({
    purpose,
    tokenHash: hashSecret(secret),
    userId: values.userId ?? null,
    payload: values.payload ?? {},
    expiresAt: new Date(Date.now() + (values.lifetimeMs ?? linkLifetimes[purpose])),
  });
  return secret;
}

/** The row of this secret and purpose, not used and not expired. */
function usableLink(purpose: OneTimePurpose, secret: string) {
  return and(
    eq(oneTimeTokens.tokenHash, hashSecret(secret)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, new Date()),
  );
}

const expired = () => new AppError('link_expired', 'This link has expired or has already been used');

/** The link's row if it is still usable, without using it up; else null. */
export async function findUsableOneTimeToken(
  db: Db,
  purpose: OneTimePurpose,
  secret: string,
): Promise<OneTimeRow | null> {
  const [row] = await db.select().from(oneTimeTokens).where(usableLink(purpose, secret));
  return row ?? null;
}

/** The link's row if it is still usable, without using it up; link_expired otherwise. */
export async function peekOneTimeToken(db: Db, purpose: OneTimePurpose, secret: string): Promise<OneTimeRow> {
  const row = await findUsableOneTimeToken(db, purpose, secret);
  if (!row) throw expired();
  return row;
}

/** Uses the link up atomically: of two concurrent uses, one wins and the other gets link_expired. */
export async function consumeOneTimeToken(
  db: Db,
  purpose: OneTimePurpose,
  secret: string,
): Promise<OneTimeRow> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(usableLink(purpose, secret))
    .returning();
  if (!row) throw expired();
  return row;
}
