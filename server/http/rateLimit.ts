import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './errors';

export type RateRule = { name: string; limit: number; windowSeconds: number };

/**
 * Counts one hit for `key` under `rule` in PostgreSQL, so every app server shares the count.
 * Keys are built from identity, session or poll, never from the IP alone (a class shares one IP).
 */
export async function consumeRateLimit(db: Db, rule: RateRule, key: string): Promise<void> {
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: bucketOf(rule, key), windowStart: windowStartOf(rule), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 0) > rule.limit) throw rateLimited(rule);
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

export async function pruneRateLimits(db: Db, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${olderThan}`);
}
