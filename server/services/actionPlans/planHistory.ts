import { and, desc, eq, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { events, identities, users } from '../../db/schema';
import { recordEvent } from '../events/recordEvent';
import { ownerName } from './planActions';

/** The event category of every plan change; a plan's history is its events. */
export const planEventCategory = 'Action plans';

export function recordPlanEvent(
  db: Db,
  claims: TokenClaims | null,
  planId: number,
  action: string,
  details: Record<string, unknown> = {},
) {
  return recordEvent(db, claims, { category: planEventCategory, action, details: { planId, ...details } });
}

/** Who changed what in a plan, newest first. */
export async function loadPlanHistory(db: Db, planId: number) {
  const rows = await db
    .select({
      id: events.id,
      at: events.createdAt,
      action: events.action,
      details: events.details,
      by: ownerName,
    })
    .from(events)
    .leftJoin(identities, eq(identities.id, events.identityId))
    .leftJoin(users, eq(users.id, identities.userId))
    .where(and(eq(events.category, planEventCategory), sql`${events.details}->>'planId' = ${String(planId)}`))
    .orderBy(desc(events.id))
    .limit(100);
  return rows.map((row) => {
    const { planId: _plan, ...details } = row.details;
    return { id: row.id, at: row.at.toISOString(), action: row.action, by: row.by ?? null, details };
  });
}
