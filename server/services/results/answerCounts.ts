import { type SQL, sql } from 'drizzle-orm';
import type { AnswerCounts } from '../../../common/results/scoring';
import type { ActiveFilters } from '../../../common/results/types';
import type { Db } from '../../db/client';
import { answerCountRows, answerEntryCtes } from '../resultCells/answerEntries';
import { cellRowsFor, notYetCounted } from '../resultCells/cellReads';
import { queryRows } from '../resultCells/queryRows';
import { addCountRow, type CountRow, emptyCounts } from './countRows';
import type { ResultsScope } from './resultsScope';
import { selectionCondition } from './selection';
import { textQuestionIds } from './textQuestions';

type CountOptions = { useCells?: boolean };

/**
 * Count rows (period_id, kind, key, value, count) of the selection: where the results cube can
 * answer (see cellRowsFor) the folded responses come from its cells and the finished ones not
 * folded yet are counted live in the same statement, so the counts are exact; otherwise (or with
 * `useCells: false`) every response is counted live. A (period, kind, key, value) can come twice,
 * from the cells and from the live tail: the caller adds them.
 */
function countRows(
  scope: ResultsScope,
  filters: ActiveFilters,
  options: CountOptions & { rollup: boolean },
): SQL {
  const cells = options.useCells === false ? null : cellRowsFor(scope, filters, { rollup: options.rollup });
  const selection = selectionCondition(scope, filters);
  return sql`
    with ${
      cells
        ? answerEntryCtes(sql`${selection} and ${notYetCounted()}`, textQuestionIds(scope.content), {
            few: true,
          })
        : answerEntryCtes(selection, textQuestionIds(scope.content))
    }
    ${answerCountRows({ period_id: sql`x.period_id` })}
    ${cells ? sql`union all ${cells}` : sql``}`;
}

/**
 * Runs a count read in its own transaction with enough work memory that its aggregates do not
 * spill, and without parallel workers: starting them costs more than the read (a few hundred cell
 * rows and the short live tail, which the planner overestimates right after a fold).
 */
async function readCounts(db: Db, query: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('work_mem', '64MB', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    return tx.execute(query);
  });
}

/** One period's count rows packed into a JSON array: [kind, key, value, count] each. */
type PackedPeriodRows = { period_id: number; rows: [CountRow['kind'], string, string, number][] | string };

/**
 * The selection's answers counted per period: respondents, and per key (question id,
 * `question.item` for a matrix item) the respondents who answered and the count of each value.
 * The rows come packed as one JSON array per period and are added up here: a parent period's 500
 * schools give ~120k rows, nearly all distinct already; grouping them in SQL would spill to disk,
 * and 120k separate result rows cost more to receive than 500 arrays.
 */
export async function loadAnswerCountsByPeriod(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
  options: CountOptions = {},
): Promise<Map<number, AnswerCounts>> {
  const result = await readCounts(
    db,
    sql`
    select period_id, json_agg(json_build_array(kind, key, value, count)) as rows
    from (${countRows(scope, filters, { ...options, rollup: false })}) counted
    group by period_id`,
  );
  const byPeriod = new Map<number, AnswerCounts>();
  for (const packed of queryRows<PackedPeriodRows>(result)) {
    const periodId = Number(packed.period_id);
    let counts = byPeriod.get(periodId);
    if (!counts) {
      counts = emptyCounts();
      byPeriod.set(periodId, counts);
    }
    const rows = typeof packed.rows === 'string' ? JSON.parse(packed.rows) : packed.rows;
    for (const [kind, key, value, count] of rows as Exclude<PackedPeriodRows['rows'], string>) {
      addCountRow(counts, { kind, key, value, count });
    }
  }
  return byPeriod;
}

/**
 * The whole selection's answer counts (periods hold different respondents, so they add up), summed
 * in SQL over kind, key and value only (a few hundred groups); an unfiltered whole parent period
 * reads its rollup rows.
 */
export async function loadAnswerCounts(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
  options: CountOptions = {},
): Promise<AnswerCounts> {
  const result = await readCounts(
    db,
    sql`
    select kind, key, value, sum(count)::int as count from (${countRows(scope, filters, { ...options, rollup: true })}) counted
    group by kind, key, value`,
  );
  const counts = emptyCounts();
  for (const row of queryRows<CountRow>(result)) addCountRow(counts, row);
  return counts;
}
