import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { surveyPeriods } from '../../db/schema/surveys';
import { AppError, fieldError } from '../../http/errors';
import { assertNotReleased } from '../disclosure/releases';
import { recordEvent } from '../events/recordEvent';

/** The periods and the children of those that are parent periods. */
const withChildren = (periodIds: number[]) =>
  or(inArray(surveyPeriods.id, periodIds), inArray(surveyPeriods.parentPeriodId, periodIds));

/**
 * Close early, together with their child periods: no answers are taken from now on. Periods
 * already closed early keep their time. Returns how many periods were closed.
 */
export async function closePeriodsWithChildren(db: Db, claims: TokenClaims, periodIds: number[]) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const closed = await t
      .update(surveyPeriods)
      .set({ closedAt: new Date() })
      .where(and(withChildren(periodIds), isNull(surveyPeriods.closedAt)))
      .returning({ id: surveyPeriods.id });
    await recordEvent(t, claims, {
      category: 'Survey builder',
      action: 'Closed survey periods',
      details: { period_ids: periodIds, closed: closed.map((row) => row.id) },
    });
    return closed.length;
  });
}

/**
 * Move the end date of periods and their children (extend, or reopen a period that ended by its
 * date). A period closed early stays closed: asking to extend one is a conflict naming it.
 */
export async function extendPeriodsWithChildren(
  db: Db,
  claims: TokenClaims,
  periodIds: number[],
  endsAt: Date,
) {
  if (endsAt <= new Date()) throw fieldError('ends_at: must be in the future');
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const rows = await t
      .select({ id: surveyPeriods.id, startsAt: surveyPeriods.startsAt, closedAt: surveyPeriods.closedAt })
      .from(surveyPeriods)
      .where(inArray(surveyPeriods.id, periodIds));
    const closedEarly = rows.filter((row) => row.closedAt).map((row) => row.id);
    if (closedEarly.length)
      throw new AppError('conflict', `Closed early, cannot be extended: ${closedEarly.join(', ')}`);
    await assertNotReleased(
      t,
      rows.map((row) => row.id),
    );
    const tooEarly = rows.filter((row) => endsAt <= row.startsAt).map((row) => row.id);
    if (tooEarly.length) throw fieldError(`ends_at: must be after the start of ${tooEarly.join(', ')}`);
    const moved = await t
      .update(surveyPeriods)
      .set({ endsAt })
      .where(and(withChildren(periodIds), isNull(surveyPeriods.closedAt), lt(surveyPeriods.startsAt, endsAt)))
      .returning({ id: surveyPeriods.id });
    await recordEvent(t, claims, {
      category: 'Survey builder',
      action: 'Extended survey periods',
      details: { period_ids: periodIds, ends_at: endsAt.toISOString(), extended: moved.map((row) => row.id) },
    });
    return moved.length;
  });
}

/** A parent period's expected count is the sum of its children's. */
export async function refreshParentExpected(db: Db, parentPeriodId: number) {
  await db
    .update(surveyPeriods)
    .set({
      expectedCount: sql`(select coalesce(sum(c.expected_count), 0)::int from ${surveyPeriods} c where c.parent_period_id = ${parentPeriodId})`,
    })
    .where(eq(surveyPeriods.id, parentPeriodId));
}
