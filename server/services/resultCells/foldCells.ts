import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { responses } from '../../db/schema';
import { NO_CLASS, WHOLE_PERIOD } from '../../db/schema/resultCells';
import type { FilterMapping } from '../../db/schema/results';
import { mappedResponses } from '../resultFilters/filterMembership';
import { answerCountRows, answerEntryCtes, type TextKeys } from './answerEntries';
import { periodTextKeys } from './periodTextKeys';
import { queryRows } from './queryRows';

/**
 * Folds, filter builds and period rebuilds write cells under this transaction lock, one at a time:
 * a build must not recount members while a fold adds the same responses.
 */
const cellsLock = 0x62616c73; // "bals"

/** Waits for the cells lock until the transaction ends (filter builds, rebuilds). */
export async function lockCells(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${cellsLock})`);
}

/** Written into the query, not a parameter: the same expression is selected and grouped by. */
const noClass = sql.raw(String(NO_CLASS));

/**
 * For the big counting statements of this transaction: compiling them (JIT) costs seconds and saves
 * little, and enough memory lets the aggregation hash instead of sorting on disk.
 */
async function tuneForCounting(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true)`);
}

const uuidArray = (ids: string[]) => sql`${sql.param(ids)}::uuid[]`;
const intArray = (ids: number[]) => sql`${sql.param(ids)}::int[]`;

/** Adds the counts of the responses matching `where` to result_cells: their class rows and whole-period rows. */
async function addClassCells(tx: Db, where: SQL, textKeys: TextKeys): Promise<void> {
  const byClass = answerCountRows({
    period_id: sql`x.period_id`,
    class_key: sql`coalesce(x.class_id, ${noClass})`,
    grade: sql`coalesce(x.grade, ${noClass})`,
  });
  await tx.execute(sql`
    with ${answerEntryCtes(where, textKeys)},
    class_cells as (${byClass})
    insert into result_cells (period_id, class_key, grade, kind, key, value, count)
    select period_id, class_key, grade, kind, key, value, count from class_cells
    union all
    select period_id, ${WHOLE_PERIOD}::int, ${WHOLE_PERIOD}::int, kind, key, value, sum(count)::int
    from class_cells group by period_id, kind, key, value
    on conflict (period_id, class_key, grade, kind, key, value)
      do update set count = result_cells.count + excluded.count`);
}

/** Adds the counts of the responses matching `where` to result_filter_cells, by their value in each filter (members). */
async function addFilterCells(tx: Db, where: SQL, textKeys: TextKeys, filterIds: number[]): Promise<void> {
  if (filterIds.length === 0) return;
  const byFilterValue = answerCountRows(
    { filter_id: sql`m.filter_id`, period_id: sql`x.period_id`, filter_value: sql`m.value` },
    sql`join result_filter_members m on m.response_id = x.id and m.filter_id = any(${intArray(filterIds)})`,
  );
  await tx.execute(sql`
    with ${answerEntryCtes(where, textKeys)}
    insert into result_filter_cells (filter_id, period_id, filter_value, kind, key, value, count)
    select * from (${byFilterValue}) filter_cells
    on conflict (filter_id, filter_value, period_id, kind, key, value)
      do update set count = result_filter_cells.count + excluded.count`);
}

type FilterToFold = { id: number; period_id: number; question_id: string; mapping: FilterMapping };

/**
 * The built question filters of the periods or their parent periods, locked against deletion while
 * the fold adds members. A filter whose new mapping is not built yet is left to its build, which
 * maps every finished response.
 */
async function filtersOfPeriods(tx: Db, periodIds: number[]): Promise<FilterToFold[]> {
  return queryRows<FilterToFold>(
    await tx.execute(sql`
      select id, period_id, question_id, mapping from result_filters
      where built_revision = revision
        and (period_id = any(${intArray(periodIds)})
          or period_id in (select parent_period_id from survey_periods where id = any(${intArray(periodIds)})))
      for key share`),
  );
}

/** Members of the filter for the batch's responses, mapped as its build maps them. */
async function addMembers(tx: Db, filter: FilterToFold, responseIds: string[]): Promise<void> {
  const mapped = mappedResponses({
    periodId: Number(filter.period_id),
    questionId: filter.question_id,
    mapping: filter.mapping,
  });
  await tx.execute(sql`
    insert into result_filter_members (filter_id, response_id, value)
    select ${filter.id}::int, covered.response_id, covered.value from (${mapped}) covered
    where covered.response_id in (select unnest(${uuidArray(responseIds)}))
    on conflict do nothing`);
}

/**
 * Folds up to `batchSize` finished responses not yet counted into the results cube: their counts go
 * to result_cells, their membership and counts to every built question filter of their period or
 * its parent period, and they are marked counted, in one transaction. Another process folding at
 * the same time makes this one fold nothing. Answers how many responses were folded.
 */
export async function foldPendingResponses(db: Db, options: { batchSize?: number } = {}): Promise<number> {
  const batchSize = options.batchSize ?? 5000;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [lock] = queryRows<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${cellsLock}) as locked`),
    );
    if (!lock?.locked) return 0;
    await tuneForCounting(tx);
    const pending = queryRows<{ id: string; period_id: number }>(
      await tx.execute(sql`
        select id, period_id from responses
        where status = 'finished' and not counted
        limit ${batchSize}
        for no key update skip locked`),
    );
    if (pending.length === 0) return 0;
    const ids = pending.map((row) => row.id);
    const periodIds = [...new Set(pending.map((row) => Number(row.period_id)))];
    const inBatch = sql`${responses.id} in (select unnest(${uuidArray(ids)}))`;
    const textKeys = await periodTextKeys(tx, periodIds);

    await addClassCells(tx, inBatch, textKeys);
    const filters = await filtersOfPeriods(tx, periodIds);
    for (const filter of filters) await addMembers(tx, filter, ids);
    await addFilterCells(
      tx,
      inBatch,
      textKeys,
      filters.map((filter) => Number(filter.id)),
    );
    await tx.execute(sql`update responses set counted = true where id = any(${uuidArray(ids)})`);
    return pending.length;
  });
}

const countedResponses = () => sql`${responses.status} = 'finished' and ${responses.counted}`;

/** Recounts a period's result_cells from its counted responses (repair, tests). */
export async function rebuildPeriodCells(db: Db, periodId: number): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockCells(tx);
    await tuneForCounting(tx);
    await tx.execute(sql`delete from result_cells where period_id = ${periodId}::int`);
    await addClassCells(
      tx,
      sql`${responses.periodId} = ${periodId}::int and ${countedResponses()}`,
      await periodTextKeys(tx, [periodId]),
    );
  });
}

/**
 * Recounts one question filter's result_filter_cells from its members that are counted (the fold
 * adds the others when it counts them). The build-result-filter job calls it after writing members.
 */
export async function rebuildFilterCells(db: Db, filterId: number): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockCells(tx);
    await tuneForCounting(tx);
    await tx.execute(sql`delete from result_filter_cells where filter_id = ${filterId}::int`);
    const periods = queryRows<{ id: number }>(
      await tx.execute(sql`
        select p.id from survey_periods p join result_filters f on f.id = ${filterId}::int
        where p.id = f.period_id or p.parent_period_id = f.period_id`),
    );
    if (periods.length === 0) return;
    const members = sql`${responses.id} in (select response_id from result_filter_members where filter_id = ${filterId}::int)`;
    await addFilterCells(
      tx,
      sql`${members} and ${countedResponses()}`,
      await periodTextKeys(
        tx,
        periods.map((period) => Number(period.id)),
      ),
      [filterId],
    );
  });
}
