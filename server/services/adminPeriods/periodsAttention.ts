import { and, gte, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surveyPeriods } from '../../db/schema/surveys';
import { type AdminPeriod, adminPeriods } from './periodRows';

const day = 24 * 3600_000;

/** How close to the end a low response rate is worth a look, and what counts as low. */
export const attentionRules = { endingWithinDays: 3, lowRate: 0.5, endedWithinDays: 30, upcomingDays: 7 };

export type AttentionReason =
  | 'low_response_rate'
  | 'ended_not_closed'
  | 'no_responses'
  | 'upcoming_this_week';

function reasonsFor(period: AdminPeriod, now: number): AttentionReason[] {
  const starts = Date.parse(period.starts_at);
  const ends = Date.parse(period.ends_at);
  const { finished, expected } = period.progress;
  const reasons: AttentionReason[] = [];
  const open = starts <= now && now < ends;
  if (
    open &&
    ends - now <= attentionRules.endingWithinDays * day &&
    expected > 0 &&
    finished / expected < attentionRules.lowRate
  )
    reasons.push('low_response_rate');
  if (ends <= now) reasons.push('ended_not_closed');
  if (starts <= now && finished === 0) reasons.push('no_responses');
  if (starts > now && starts - now <= attentionRules.upcomingDays * day) reasons.push('upcoming_this_week');
  return reasons;
}

/**
 * Periods needing a look: open with a low response rate near the end, ended by date in the last
 * 30 days but never closed, started without responses, starting this week. Closed-early periods
 * are done and left out.
 */
export async function periodsNeedingAttention(db: Db, now = new Date()) {
  const periods = await adminPeriods(
    db,
    and(
      isNull(surveyPeriods.closedAt),
      lte(surveyPeriods.startsAt, new Date(now.getTime() + attentionRules.upcomingDays * day)),
      gte(surveyPeriods.endsAt, new Date(now.getTime() - attentionRules.endedWithinDays * day)),
    ),
    2000,
  );
  return periods
    .map((period) => ({ ...period, reasons: reasonsFor(period, now.getTime()) }))
    .filter((period) => period.reasons.length > 0);
}
