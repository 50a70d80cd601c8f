import { desc, eq, or, sql } from 'drizzle-orm';
import { verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { consumeRateLimit, rateLimitCount } from '../../http/rateLimit';
import { listUserIdentities, loadIdentityContext } from './identityContext';
import { createSession } from './sessions';

/** 10 failed passwords per account per 15 minutes; 1000 attempts per address (a whole school) per 15 minutes. */
export const accountFailureRule = { name: 'login-fail', limit: 10, windowSeconds: 15 * 60 };
export const addressAttemptRule = { name: 'login-ip', limit: 1000, windowSeconds: 15 * 60 };

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

export async function logIn(db: Db, login: string, password: string, address: string) {
  await consumeRateLimit(db, addressAttemptRule, address);
  const user = await findUser(db, login);
  if (user && (await rateLimitCount(db, accountFailureRule, `user:${user.id}`)) >= accountFailureRule.limit) {
    throw new AppError('rate_limited', 'Too many failed sign-ins for this account. Try again in 15 minutes.');
  }
  const valid = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !valid || user.disabledAt) {
    if (user) await consumeRateLimit(db, accountFailureRule, `user:${user.id}`).catch(() => undefined);
    throw wrongCredentials();
  }
  const identityId = await preferredIdentityId(db, user.id);
  const context = identityId ? await loadIdentityContext(db, identityId) : null;
  if (!context) throw new AppError('forbidden', 'This account has no active role in any organisation');
  const { session, secret } = await createSession(db, { userId: user.id, identityId: context.identity.id });
  return { session, secret, context };
}
