import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { responses, surveyPeriods } from '../../db/schema/surveys';

/** Finished responses per period; a parent period counts its children's. One query. */
export async function finishedCounts(db: Db, periodIds: number[]) {
  const totals = new Map<number, number>();
  if (!periodIds.length) return totals;
  const rows = await db
    .select({ id: surveyPeriods.id, parentId: surveyPeriods.parentPeriodId, finished: count(responses.id) })
    .from(surveyPeriods)
    .innerJoin(responses, and(eq(responses.periodId, surveyPeriods.id), eq(responses.status, 'finished')))
    .where(or(inArray(surveyPeriods.id, periodIds), inArray(surveyPeriods.parentPeriodId, periodIds)))
    .groupBy(surveyPeriods.id, surveyPeriods.parentPeriodId);
  const wanted = new Set(periodIds);
  for (const row of rows) {
    for (const id of [row.id, row.parentId]) {
      if (id !== null && wanted.has(id)) totals.set(id, (totals.get(id) ?? 0) + row.finished);
    }
  }
  return totals;
}

/** Finished responses of one period per class (the class the respondent stood in); optionally only some classes. */
export async function finishedPerClass(db: Db, periodId: number, classIds?: number[]) {
  const rows = await db
    .select({ classId: responses.classId, finished: count() })
    .from(responses)
    .where(
      and(
        eq(responses.periodId, periodId),
        eq(responses.status, 'finished'),
        classIds ? inArray(responses.classId, classIds.length ? classIds : [-1]) : undefined,
      ),
    )
    .groupBy(responses.classId);
  return new Map(rows.map((row) => [row.classId, row.finished]));
}
