import { and, eq } from 'drizzle-orm';
import type { ResultsDetail } from '../../../common/results/types';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { surveyPeriods } from '../../db/schema/surveys';
import { AppError, fieldError, notFound } from '../../http/errors';
import { assertNotReleased } from '../disclosure/releases';
import { recordEvent } from '../events/recordEvent';
import { periodStatus } from './periodStatus';

async function schoolPeriod(db: Db, schoolId: number, periodId: number) {
  const [period] = await db
    .select()
    .from(surveyPeriods)
    .where(and(eq(surveyPeriods.id, periodId), eq(surveyPeriods.organizationId, schoolId)));
  if (!period) throw notFound('Survey period');
  return period;
}

/** Close early: no answers are taken from now on; what was given stays. */
export async function closePeriod(db: Db, claims: TokenClaims, schoolId: number, periodId: number) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const period = await schoolPeriod(t, schoolId, periodId);
    if (periodStatus(period) === 'closed')
      throw new AppError('conflict', 'The survey period is already closed');
    const [row] = await t
      .update(surveyPeriods)
      .set({ closedAt: new Date() })
      .where(eq(surveyPeriods.id, periodId))
      .returning();
    await recordEvent(t, claims, {
      category: 'Survey builder',
      action: 'Closed survey period',
      details: { period_id: periodId },
    });
    return row;
  });
}

/** Rename, or move the end date (extend, or reopen a period that ended by its date and whose results nobody has read yet). */
export async function changePeriod(
  db: Db,
  claims: TokenClaims,
  schoolId: number,
  periodId: number,
  changes: { name?: string; endsAt?: Date; resultsDetail?: ResultsDetail },
) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const period = await schoolPeriod(t, schoolId, periodId);
    if (changes.endsAt) {
      if (changes.endsAt <= period.startsAt) throw fieldError('ends_at: must be after the start');
      if (changes.endsAt <= new Date()) throw fieldError('ends_at: must be in the future');
      if (period.closedAt) throw new AppError('conflict', 'A period closed early cannot be extended');
      await assertNotReleased(t, [periodId]);
    }
    // Released results are cut as they were: a different cut set beside them could single people out.
    if (changes.resultsDetail && changes.resultsDetail !== period.resultsDetail)
      await assertNotReleased(t, [periodId], 'detail');
    const [row] = await t
      .update(surveyPeriods)
      .set({
        name: changes.name ?? period.name,
        endsAt: changes.endsAt ?? period.endsAt,
        resultsDetail: changes.resultsDetail ?? period.resultsDetail,
      })
      .where(eq(surveyPeriods.id, periodId))
      .returning();
    await recordEvent(t, claims, {
      category: 'Survey builder',
      action: 'Changed survey period',
      details: {
        period_id: periodId,
        ends_at: changes.endsAt?.toISOString() ?? null,
        results_detail: changes.resultsDetail ?? null,
      },
    });
    return row;
  });
}
