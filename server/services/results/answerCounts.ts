import { sql } from 'drizzle-orm';
import type { AnswerCounts } from '../../../common/results/scoring';
import type { ActiveFilters } from '../../../common/results/types';
import type { Db } from '../../db/client';
import { answerCountRows, answerEntryCtes } from '../resultCells/answerEntries';
import { cellRowsFor, notYetCounted } from '../resultCells/cellReads';
import { queryRows } from '../resultCells/queryRows';
import { addCountRow, addCounts, type CountRow, emptyCounts } from './countRows';
import type { ResultsScope } from './resultsScope';
import { selectionCondition } from './selection';
import { textQuestionIds } from './textQuestions';

type PeriodCountRow = CountRow & { period_id: number };

/**
 * The selection's answers counted per period: respondents, and per key (question id,
 * `question.item` for a matrix item) the respondents who answered and the count of each value.
 * Where the results cube can answer (see cellRowsFor) the folded responses come from its cells and
 * the finished ones not folded yet are counted live in the same statement, so the counts are exact;
 * otherwise (or with `useCells: false`) every response is counted live.
 */
export async function loadAnswerCountsByPeriod(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
  options: { useCells?: boolean } = {},
): Promise<Map<number, AnswerCounts>> {
  const cells = options.useCells === false ? null : cellRowsFor(scope, filters);
  const selection = selectionCondition(scope, filters);
  const result = await db.execute(sql`
    with ${answerEntryCtes(cells ? sql`${selection} and ${notYetCounted()}` : selection, textQuestionIds(scope.content))}
    select period_id, kind, key, value, sum(count)::int as count from (
      ${answerCountRows({ period_id: sql`x.period_id` })}
      ${cells ? sql`union all ${cells}` : sql``}
    ) counted
    group by period_id, kind, key, value
  `);
  const byPeriod = new Map<number, AnswerCounts>();
  for (const row of queryRows<PeriodCountRow>(result)) {
    const periodId = Number(row.period_id);
    const counts = byPeriod.get(periodId) ?? emptyCounts();
    byPeriod.set(periodId, counts);
    addCountRow(counts, row);
  }
  return byPeriod;
}

/** The whole selection's answer counts (periods hold different respondents, so they add up). */
export async function loadAnswerCounts(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
  options: { useCells?: boolean } = {},
): Promise<AnswerCounts> {
  return addCounts([...(await loadAnswerCountsByPeriod(db, scope, filters, options)).values()]);
}
