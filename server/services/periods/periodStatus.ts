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
