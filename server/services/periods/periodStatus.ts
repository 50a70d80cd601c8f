export type PeriodStatus = 'upcoming' | 'open' | 'closed';

/** Spec §4: periods have no stored status; it follows from the dates (and an early close). */
export function periodStatus(
  period: { startsAt: Date; endsAt: Date; closedAt: Date | null },
  now: Date = new Date(),
): PeriodStatus {
  if (period.closedAt && period.closedAt <= now) return 'closed';
  if (now < period.startsAt) return 'upcoming';
  if (now >= period.endsAt) return 'closed';
  return 'open';
}

/** The dates and status of a period as every period API presents them. */
export function periodDates(period: { startsAt: Date; endsAt: Date; closedAt: Date | null }) {
  return {
    starts_at: period.startsAt.toISOString(),
    ends_at: period.endsAt.toISOString(),
    closed_at: period.closedAt?.toISOString() ?? null,
    status: periodStatus(period),
  };
}
