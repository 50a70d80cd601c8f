import { desc, eq, or, sql } from 'drizzle-orm';
import { verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { consumeRateLimit, type RateRule, recentRateLimitCount } from '../../http/rateLimit';
import { listUserIdentities, loadIdentityContext } from './identityContext';
import { createSession } from './sessions';

/**
 * Failed sign-ins (README "Sign-in limits"). Per account and client, with growing waits: 5 a minute, 10 a
 * quarter hour, 20 an hour. Per client across accounts (spraying): 30 a quarter hour. Never per account
 * alone, so nobody can lock the owner out from another client, nor per address alone, so nobody can lock a
 * whole school out; a client that keeps changing browser is bounded by the attempts per address.
 */
export const accountClientFailureRules: RateRule[] = [
  { name: 'login-fail-1m', limit: 5, windowSeconds: 60 },
  { name: 'login-fail-15m', limit: 10, windowSeconds: 15 * 60 },
  { name: 'login-fail-1h', limit: 20, windowSeconds: 60 * 60 },
];
export const clientFailureRule: RateRule = { name: 'login-fail-client', limit: 30, windowSeconds: 15 * 60 };
/** Every attempt, right or wrong, per address (a whole school may share one). */
export const addressAttemptRule: RateRule = { name: 'login-ip', limit: 1000, windowSeconds: 15 * 60 };

/** Who is signing in from where: `key` is the per-client key (session cookie, else address and browser). */
export type LoginClient = { address: string; key: string };

const waitText = (seconds: number) =>
  seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

/** Refuses when any of the checks has reached its limit, naming the longest wait. */
async function refuseWhenLimited(db: Db, checks: [RateRule, string][], what: string) {
  let wait = 0;
  for (const [rule, key] of checks) {
    const recent = await recentRateLimitCount(db, rule, key);
    if (recent.count >= rule.limit) wait = Math.max(wait, recent.retryAfterSeconds);
  }
  if (wait > 0)
    throw new AppError('rate_limited', `Too many failed sign-ins ${what}. Try again in ${waitText(wait)}.`);
}

const wrongCredentials = () => new AppError('unauthorized', 'Wrong username or password');

async function findUser(db: Db, login: string) {
  const normalized = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${normalized}`, sql`lower(${users.email}) = ${normalized}`))
    .limit(1);
  return user ?? null;
}

/** The identity used last in a live session, else the user's first identity. */
async function preferredIdentityId(db: Db, userId: number): Promise<number | null> {
  const available = await listUserIdentities(db, userId);
  if (available.length === 0) return null;
  const [last] = await db
    .select({ identityId: sessions.identityId })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  const ids = available.map((row) => row.identity.id);
  return last && ids.includes(last.identityId) ? last.identityId : ids[0];
}

export async function logIn(db: Db, login: string, password: string, client: LoginClient) {
  await consumeRateLimit(db, addressAttemptRule, client.address);
  const fromClient: [RateRule, string][] = [[clientFailureRule, client.key]];
  await refuseWhenLimited(db, fromClient, 'from this device');
  const user = await findUser(db, login);
  const forAccount = user
    ? accountClientFailureRules.map((rule): [RateRule, string] => [rule, `user:${user.id}:${client.key}`])
    : [];
  await refuseWhenLimited(db, forAccount, 'for this account from this device');
  const valid = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !valid || user.disabledAt) {
    for (const [rule, key] of [...fromClient, ...forAccount])
      await consumeRateLimit(db, rule, key).catch(() => undefined);
    throw wrongCredentials();
  }
  const identityId = await preferredIdentityId(db, user.id);
  const context = identityId ? await loadIdentityContext(db, identityId) : null;
  if (!context) throw new AppError('forbidden', 'This account has no active role in any organisation');
  const { session, secret } = await createSession(db, { userId: user.id, identityId: context.identity.id });
  return { session, secret, context };
}
