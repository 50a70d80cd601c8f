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
 * quarter hour, 20 an hour. Per client across accounts (spraying): 30 a quarter hour. Per account from
 * browsers it was never signed in from: 30 an hour, 100 a day; past that the account opens only to its
 * known browsers (or a password link), so guessing one account is bounded however often the guesser
 * looks new. Never per address: a right password is not refused for other clients' failures.
 */
export const accountClientFailureRules: RateRule[] = [
  { name: 'login-fail-1m', limit: 5, windowSeconds: 60 },
  { name: 'login-fail-15m', limit: 10, windowSeconds: 15 * 60 },
  { name: 'login-fail-1h', limit: 20, windowSeconds: 60 * 60 },
];
export const clientFailureRule: RateRule = { name: 'login-fail-client', limit: 30, windowSeconds: 15 * 60 };
export const accountNewDeviceFailureRules: RateRule[] = [
  { name: 'login-fail-account-1h', limit: 30, windowSeconds: 60 * 60 },
  { name: 'login-fail-account-1d', limit: 100, windowSeconds: 24 * 60 * 60 },
];

/**
 * Who is signing in: `key` is the per-client key (clientKey: session, device cookie, else address and
 * browser); `knownDevice` says whether this browser proved it signed in to an account before.
 */
export type LoginClient = { key: string; knownDevice: (userId: number) => boolean };

const waitText = (seconds: number) =>
  seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

/** The longest wait any of the checks asks for, 0 when none has reached its limit. */
async function longestWait(db: Db, checks: [RateRule, string][]) {
  let wait = 0;
  for (const [rule, key] of checks) {
    const recent = await recentRateLimitCount(db, rule, key);
    if (recent.count >= rule.limit) wait = Math.max(wait, recent.retryAfterSeconds);
  }
  return wait;
}

/** Refuses when any of the checks has reached its limit, naming the longest wait. */
async function refuseWhenLimited(db: Db, checks: [RateRule, string][], what: string) {
  const wait = await longestWait(db, checks);
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
  const fromClient: [RateRule, string][] = [[clientFailureRule, client.key]];
  await refuseWhenLimited(db, fromClient, 'from this device');
  const user = await findUser(db, login);
  const forAccount = user
    ? accountClientFailureRules.map((rule): [RateRule, string] => [rule, `user:${user.id}:${client.key}`])
    : [];
  await refuseWhenLimited(db, forAccount, 'for this account from this device');
  const fromNewDevice = user && !client.knownDevice(user.id);
  const forAccountFromNewDevices: [RateRule, string][] = fromNewDevice
    ? accountNewDeviceFailureRules.map((rule): [RateRule, string] => [rule, `user:${user.id}`])
    : [];
  const accountWait = await longestWait(db, forAccountFromNewDevices);
  if (accountWait > 0)
    throw new AppError(
      'known_device_required',
      'Too many failed sign-ins to this account from devices it was not used on. Sign in on a device you ' +
        `have used before, reset your password by e-mail, or try again in ${waitText(accountWait)}.`,
    );
  const valid = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !valid || user.disabledAt) {
    for (const [rule, key] of [...fromClient, ...forAccount, ...forAccountFromNewDevices])
      await consumeRateLimit(db, rule, key).catch(() => undefined);
    throw wrongCredentials();
  }
  const identityId = await preferredIdentityId(db, user.id);
  const context = identityId ? await loadIdentityContext(db, identityId) : null;
  if (!context) throw new AppError('forbidden', 'This account has no active role in any organisation');
  const { session, secret } = await createSession(db, { userId: user.id, identityId: context.identity.id });
  return { session, secret, context };
}
