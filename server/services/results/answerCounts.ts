import { type SQL, sql } from 'drizzle-orm';
import { type AnswerCounts, pillarScorePoints, type ScoreTallies } from '../../../common/results/scoring';
import type { ActiveFilters } from '../../../common/results/types';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/preparedReads';
import { answerCountRows, answerEntryCtes } from '../resultCells/answerEntries';
import { cellRowsFor, notYetCounted } from '../resultCells/cellReads';
import { queryRows } from '../resultCells/queryRows';
import { addCount, type CountRow, emptyCounts } from './countRows';
import type { ResultsScope } from './resultsScope';
import { selectionCondition } from './selection';
import { textQuestionIds } from './textQuestions';

type CountOptions = { useCells?: boolean };

/**
 * Count rows (period_id, kind, key, value, count) of the selection: where the results cube can
 * answer (see cellRowsFor) the folded responses come from its cells and the finished ones not
 * folded yet are counted live in the same statement, so the counts are exact; otherwise (or with
 * `useCells: false`) every response is counted live. A (period, kind, key, value) can come twice,
 * from the cells and from the live tail: the caller adds them. `fromCells` says which.
 */
function countRows(
  scope: ResultsScope,
  filters: ActiveFilters,
  options: CountOptions & { rollup: boolean },
): { rows: SQL; fromCells: boolean } {
  const cells = options.useCells === false ? null : cellRowsFor(scope, filters, { rollup: options.rollup });
  const selection = selectionCondition(scope, filters, { tail: cells !== null });
  const rows = sql`
    with ${
      cells
        ? answerEntryCtes(sql`${selection} and ${notYetCounted()}`, textQuestionIds(scope.content), {
            few: true,
          })
        : answerEntryCtes(selection, textQuestionIds(scope.content))
    }
    ${answerCountRows({ period_id: sql`x.period_id` })}
    ${cells ? sql`union all ${cells}` : sql``}`;
  return { rows, fromCells: cells !== null };
}

/**
 * A condition that is always true and keeps the statement from parallel workers: current_schema()
 * is parallel unsafe, so PostgreSQL plans the whole statement serially. Starting workers costs more
 * than a read of a few hundred cells and the short live tail (which the planner overestimates right
 * after a fold, while the uncounted index still lists the just-folded rows).
 */
const serialOnly = sql`current_schema() is not null`;

/**
 * Runs a count read. One that reads the cells is one statement (no transaction: begin, settings and
 * commit were three of a dashboard's round trips); one that counts every response live runs in its
 * own transaction with enough work memory that its aggregates over the answers do not spill.
 */
async function readCounts(db: Db, query: SQL, fromCells: boolean, prepared = false) {
  if (fromCells) return prepared ? executePrepared(db, query) : db.execute(query);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('work_mem', '64MB', true)`);
    return tx.execute(query);
  });
}

/** One period's tallies packed into a JSON array: [key, answered, n, sum] each, key '' for the respondents. */
type PackedTallies = { period_id: number; items: [string, number, number, number][] | string };

/**
 * The selection's pillar-score tallies per period (see ScoreTallies): the count rows are reduced in
 * SQL to three numbers per period and scored item, packed as one JSON array per period. A parent
 * period's 500 schools have ~120k count rows; receiving and adding them up here cost most of the
 * heat map's time.
 */
export async function loadScoreTalliesByPeriod(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
  options: CountOptions = {},
): Promise<Map<number, ScoreTallies>> {
  const points = JSON.stringify(pillarScorePoints(scope.content));
  const counted = countRows(scope, filters, { ...options, rollup: false });
  const result = await readCounts(
    db,
    sql`
    with points as (select * from json_to_recordset(${points}::json) as p(key text, value text, point int))
    select period_id, json_agg(json_build_array(key, answered, n, total)) as items
    from (
      select c.period_id, c.key,
             coalesce(sum(c.count) filter (where c.kind <> 'value'), 0)::int as answered,
             coalesce(sum(c.count) filter (where p.point is not null), 0)::int as n,
             coalesce(sum(c.count::bigint * p.point), 0)::float8 as total
        from (${counted.rows}) c
        left join points p on c.kind = 'value' and p.key = c.key and p.value = c.value
       where (c.kind = 'respondents' or c.key in (select key from points)) and ${serialOnly}
       group by c.period_id, c.key
    ) tallied
    group by period_id`,
    counted.fromCells,
  );
  const byPeriod = new Map<number, ScoreTallies>();
  for (const packed of queryRows<PackedTallies>(result)) {
    const tallies: ScoreTallies = { respondents: 0, items: {} };
    const items = typeof packed.items === 'string' ? JSON.parse(packed.items) : packed.items;
    for (const [key, answered, n, sum] of items as Exclude<PackedTallies['items'], string>) {
      if (key === '') tallies.respondents = answered;
      else tallies.items[key] = { answered, n, sum };
    }
    byPeriod.set(Number(packed.period_id), tallies);
  }
  return byPeriod;
}

/** The count rows of loadAnswerCounts as one JSON array of [kind, key, value, count] (a string on PGlite). */
export type PackedCounts = { rows: [CountRow['kind'], string | null, string | null, number][] | string };

/**
 * The whole selection's answer counts (periods hold different respondents, so they add up), summed
 * in SQL over kind, key and value only (a few hundred groups); an unfiltered whole parent period
 * reads its rollup rows. The groups come packed as one JSON value: node-postgres parsing ~250 rows
 * of four columns, one object each, cost more than the statement (issue 20).
 */
export async function loadAnswerCounts(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
  options: CountOptions = {},
): Promise<AnswerCounts> {
  const { query, fromCells } = answerCountsSql(scope, filters, options);
  // A dashboard's read of a few hundred cells: planning it cost more than running it (issue 20).
  const result = await readCounts(db, query, fromCells, true);
  const [{ rows }] = queryRows<PackedCounts>(result);
  return countsFromPacked(rows);
}

/**
 * loadAnswerCounts' statement: one row, `rows` the packed groups (countsFromPacked). `fromCells`:
 * it reads the cells, one statement outside a transaction (a summary reads it together with its
 * benchmark list).
 */
export function answerCountsSql(
  scope: ResultsScope,
  filters: ActiveFilters,
  options: CountOptions = {},
): { query: SQL; fromCells: boolean } {
  const counted = countRows(scope, filters, { ...options, rollup: true });
  const query = sql`
    select coalesce(json_agg(json_build_array(kind, key, value, count)), '[]') as rows from (
      select kind, key, value, sum(count)::int as count from (${counted.rows}) counted
      where ${serialOnly}
      group by kind, key, value
    ) grouped`;
  return { query, fromCells: counted.fromCells };
}

/** The answer counts of answerCountsSql's `rows` (a string on PGlite). */
export function countsFromPacked(rows: PackedCounts['rows']): AnswerCounts {
  const counts = emptyCounts();
  const packed =
    typeof rows === 'string' ? (JSON.parse(rows) as Exclude<PackedCounts['rows'], string>) : rows;
  for (const [kind, key, value, count] of packed) addCount(counts, kind, key, value, count);
  return counts;
}
