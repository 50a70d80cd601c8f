import { count, eq, inArray, or } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { responses, surveyPeriods, surveyVersions } from '../../db/schema/surveys';
import { AppError, fieldError, notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';
import { adminPeriods } from './periodRows';

export type PeriodPropsChange = {
  name?: string;
  startsAt?: Date;
  endsAt?: Date;
  anonymous?: boolean;
  languages?: string[];
  expectedCount?: number;
  excludeFromBenchmarks?: boolean;
};

/** Responses (finished or not) of the period and, for a parent period, of its children. */
async function responseCount(db: Db, periodId: number) {
  const [row] = await db
    .select({ count: count() })
    .from(responses)
    .where(
      inArray(
        responses.periodId,
        db
          .select({ id: surveyPeriods.id })
          .from(surveyPeriods)
          .where(or(eq(surveyPeriods.id, periodId), eq(surveyPeriods.parentPeriodId, periodId))),
      ),
    );
  return row.count;
}

/** A period's properties with what its survey version publishes and whether it has responses. */
export async function periodProps(db: Db, periodId: number) {
  const [period] = await adminPeriods(db, eq(surveyPeriods.id, periodId), 1);
  if (!period) throw notFound('Survey period');
  const [row] = await db
    .select({ languages: surveyPeriods.languages, published: surveyVersions.languages })
    .from(surveyPeriods)
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .where(eq(surveyPeriods.id, periodId));
  return {
    ...period,
    languages: row.languages,
    published_languages: row.published,
    responses: await responseCount(db, periodId),
  };
}

/**
 * Changes the properties a super-admin may set. Once there are responses the start and the
 * anonymity stay as they were (the answers were given under them): a conflict naming the field.
 */
export async function changePeriodProps(
  db: Db,
  claims: TokenClaims,
  periodId: number,
  change: PeriodPropsChange,
) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .select({ period: surveyPeriods, published: surveyVersions.languages })
      .from(surveyPeriods)
      .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
      .where(eq(surveyPeriods.id, periodId));
    if (!row) throw notFound('Survey period');
    const { period } = row;
    const startsAt = change.startsAt ?? period.startsAt;
    const endsAt = change.endsAt ?? period.endsAt;
    if (endsAt <= startsAt) throw fieldError('ends_at: must be after starts_at');
    const unpublished = (change.languages ?? []).filter((language) => !row.published.includes(language));
    if (unpublished.length)
      throw fieldError(`languages: not published in this version: ${unpublished.join(', ')}`);
    const movesStart = change.startsAt && change.startsAt.getTime() !== period.startsAt.getTime();
    const changesAnonymity = change.anonymous !== undefined && change.anonymous !== period.anonymous;
    if ((movesStart || changesAnonymity) && (await responseCount(t, periodId)) > 0) {
      if (movesStart)
        throw new AppError('conflict', 'starts_at: the start of a period that has responses cannot move');
      throw new AppError(
        'conflict',
        'anonymous: cannot change once responses exist (they were given under the other setting)',
      );
    }
    await t
      .update(surveyPeriods)
      .set({
        name: change.name ?? period.name,
        startsAt,
        endsAt,
        anonymous: change.anonymous ?? period.anonymous,
        languages: change.languages ?? period.languages,
        expectedCount: change.expectedCount ?? period.expectedCount,
        excludeFromBenchmarks: change.excludeFromBenchmarks ?? period.excludeFromBenchmarks,
      })
      .where(eq(surveyPeriods.id, periodId));
    await recordEvent(t, claims, {
      category: 'Survey builder',
      action: 'Changed survey period properties',
      details: {
        period_id: periodId,
        fields: Object.entries(change)
          .filter(([, value]) => value !== undefined)
          .map(([key]) => key),
      },
    });
  });
  return periodProps(db, periodId);
}
