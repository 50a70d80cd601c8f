import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './errors';

export type RateRule = { name: string; limit: number; windowSeconds: number };

/**
 * Counts one hit for `key` under `rule` in PostgreSQL, so every app server shares the count.
 * Keys are built from identity, session or poll, never from the IP alone (a class shares one IP).
 */
export async function consumeRateLimit(db: Db, rule: RateRule, key: string): Promise<void> {
  if ((await countHit(db, rule, key)) > rule.limit) throw rateLimited(rule);
}

/** Counts one hit for `key` under `rule` and answers the window's count so far, refusing nothing. */
export async function countHit(db: Db, rule: RateRule, key: string): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: bucketOf(rule, key), windowStart: windowStartOf(rule), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 0;
}

export const rateLimited = (rule: RateRule) =>
  new AppError('rate_limited', `Too many requests, try again in ${rule.windowSeconds} seconds`);

export const bucketOf = (rule: RateRule, key: string) => `${rule.name}:${key}`;

export function windowStartOf(rule: RateRule, now = new Date()): Date {
  const windowMs = rule.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** How many hits `key` has in the current window, without counting one. */
export async function rateLimitCount(db: Db, rule: RateRule, key: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, bucketOf(rule, key)), eq(rateLimits.windowStart, windowStartOf(rule))));
  return row?.count ?? 0;
}

/**
 * Hits of `key` in the current and the previous window together, so a limit does not reset at a window's
 * edge: a caller that reached it waits one to two windows. Answers the count and when it falls back.
 */
export async function recentRateLimitCount(
  db: Db,
  rule: RateRule,
  key: string,
  now = new Date(),
): Promise<{ count: number; retryAfterSeconds: number }> {
  const current = windowStartOf(rule, now);
  const previous = new Date(current.getTime() - rule.windowSeconds * 1000);
  const rows = await db
    .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, bucketOf(rule, key)), gte(rateLimits.windowStart, previous)));
  const count = rows.reduce((sum, row) => sum + row.count, 0);
  const inCurrent = rows.find((row) => row.windowStart.getTime() === current.getTime())?.count ?? 0;
  // Past the current window only its own hits remain; past the next one, none.
  const windowsLeft = inCurrent < rule.limit ? 1 : 2;
  const retryAfterMs = current.getTime() + windowsLeft * rule.windowSeconds * 1000 - now.getTime();
  return { count, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
}

export async function pruneRateLimits(db: Db, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${olderThan}`);
}
