import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surveyPeriods } from '../../db/schema/surveys';
import { adminPeriods } from './periodRows';

export const recentlyClosedDays = 30;

/** When a period closed: its early close, else the end of its dates (services/periods/periodStatus). */
const closedMoment = sql`least(coalesce(${surveyPeriods.closedAt}, ${surveyPeriods.endsAt}), ${surveyPeriods.endsAt})`;

/**
 * Periods of every organisation that closed in the last 30 days, the latest first, each with the moment it
 * closed (`ended_at`) and its finished responses (`progress.finished`, a parent's counting its children's).
 */
export async function recentlyClosedPeriods(db: Db, limit: number, now = new Date()) {
  const since = new Date(now.getTime() - recentlyClosedDays * 24 * 3600_000);
  const periods = await adminPeriods(
    db,
    sql`${closedMoment} <= ${now.toISOString()}::timestamptz and ${closedMoment} > ${since.toISOString()}::timestamptz`,
    limit,
    [desc(closedMoment), desc(surveyPeriods.id)],
  );
  return periods.map((period) => ({
    ...period,
    ended_at: period.closed_at && period.closed_at < period.ends_at ? period.closed_at : period.ends_at,
  }));
}
