import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { responses, resultFilterMembers, resultFilters } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { ResultsScope } from '../results/resultsScope';
import { selectionCondition } from '../results/selection';

export type ResultFilterRow = typeof resultFilters.$inferSelect;

function filtersOf(db: Db, scope: ResultsScope, builtOnly: boolean): Promise<ResultFilterRow[]> {
  const periodIds = scope.periods.map((period) => period.id);
  return db
    .select()
    .from(resultFilters)
    .where(
      and(
        inArray(resultFilters.periodId, periodIds),
        builtOnly ? isNotNull(resultFilters.builtRevision) : undefined,
      ),
    )
    .orderBy(resultFilters.id);
}

/** The question filters of the scope's periods that have been built at least once. */
export const builtFiltersOf = (db: Db, scope: ResultsScope) => filtersOf(db, scope, true);

/** Every question filter of the scope's periods, built or not. */
export const periodFiltersOf = (db: Db, scope: ResultsScope) => filtersOf(db, scope, false);

/** A filter of this period; another period's filter does not exist here. */
export async function loadPeriodFilter(db: Db, periodId: number, filterId: number): Promise<ResultFilterRow> {
  const [row] = await db
    .select()
    .from(resultFilters)
    .where(and(eq(resultFilters.id, filterId), eq(resultFilters.periodId, periodId)));
  if (!row) throw notFound('Filter');
  return row;
}

/** Respondents of the scope under each value of the filter. */
export async function memberCounts(
  db: Db,
  scope: ResultsScope,
  filterId: number,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ value: resultFilterMembers.value, n: count() })
    .from(resultFilterMembers)
    .innerJoin(responses, eq(responses.id, resultFilterMembers.responseId))
    .where(and(eq(resultFilterMembers.filterId, filterId), selectionCondition(scope, {})))
    .groupBy(resultFilterMembers.value);
  return new Map(rows.map((row) => [row.value, row.n]));
}

/** Respondents of the scope who answered the question. */
export async function answeredCount(db: Db, scope: ResultsScope, questionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(responses)
    .where(and(selectionCondition(scope, {}), sql`${responses.answers} ->> ${questionId} is not null`));
  return row?.n ?? 0;
}
