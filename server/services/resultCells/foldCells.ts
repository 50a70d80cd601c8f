import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { responses } from '../../db/schema';
import { NO_CLASS, WHOLE_PERIOD } from '../../db/schema/resultCells';
import { mappingOptions } from '../resultFilters/filterMembership';
import { answerCountRows, answerEntryCtes, type TextKeys } from './answerEntries';
import { periodTextKeys } from './periodTextKeys';
import { queryRows } from './queryRows';

/**
 * Folds and period rebuilds write cells under this transaction lock, one at a time; a filter build
 * takes it only to catch up and switch its revision (buildResultFilter).
 */
const cellsLock = 0x62616c73; // "bals"

/** Waits for the cells lock until the transaction ends. */
export async function lockCells(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${cellsLock})`);
}

/** Waits until every fold running now has ended, without keeping the lock. */
export async function waitForRunningFold(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_lock(${cellsLock})`);
  await tx.execute(sql`select pg_advisory_unlock(${cellsLock})`);
}

/** Written into the query, not a parameter: the same expression is selected and grouped by. */
const noClass = sql.raw(String(NO_CLASS));

/**
 * For the big counting statements of this transaction: compiling them (JIT) costs seconds and saves
 * little; the planner overestimates the answer rows (jsonb_each) by orders of magnitude and would
 * sort them to group and merge-join, where hashing the actual few groups is several times cheaper.
 */
export async function tuneForCounting(tx: Db): Promise<void> {
  await tx.execute(
    sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true), set_config('enable_sort', 'off', true)`,
  );
}

const uuidArray = (ids: string[]) => sql`${sql.param(ids)}::uuid[]`;
const intArray = (ids: number[]) => sql`${sql.param(ids)}::int[]`;

/** The CTE `class_cells`: count rows per period × class × grade over answerEntryCtes. */
const classCells = () => sql`
  class_cells as (${answerCountRows({
    period_id: sql`x.period_id`,
    class_key: sql`coalesce(x.class_id, ${noClass})`,
    grade: sql`coalesce(x.grade, ${noClass})`,
  })})`;

/**
 * Adds `class_cells` to result_cells: the class rows, and the whole-period rows summed from them,
 * each period's own and its parent period's (the rollup an unfiltered parent-period read takes).
 */
const insertClassCells = () => sql`
  insert into result_cells (period_id, class_key, grade, kind, key, value, count)
  select period_id, class_key, grade, kind, key, value, count from class_cells
  union all
  select whole.period_id, ${WHOLE_PERIOD}::int, ${WHOLE_PERIOD}::int, kind, key, value, sum(count)::int
  from (
    select period_id, kind, key, value, count from class_cells
    union all
    select p.parent_period_id, kind, key, value, count
    from class_cells c join survey_periods p on p.id = c.period_id
    where p.parent_period_id is not null
  ) whole
  group by whole.period_id, kind, key, value
  on conflict (period_id, class_key, grade, kind, key, value)
    do update set count = result_cells.count + excluded.count`;

/** Adds `filter_cells` (filter_id, period_id, filter_value, kind, key, value, count) to result_filter_cells. */
const insertFilterCells = () => sql`
  insert into result_filter_cells (filter_id, period_id, filter_value, kind, key, value, count)
  select filter_id, period_id, filter_value, kind, key, value, count from filter_cells
  on conflict (filter_id, filter_value, period_id, kind, key, value)
    do update set count = result_filter_cells.count + excluded.count`;

/**
 * The built question filters of the periods or their parent periods, locked against deletion while
 * the fold adds members. A filter whose mapping is not built yet is left to its build, which maps
 * every finished response and catches up the ones folded meanwhile.
 */
async function filtersOfPeriods(tx: Db, periodIds: number[]): Promise<number[]> {
  const rows = queryRows<{ id: number }>(
    await tx.execute(sql`
      select id from result_filters
      where built_revision = revision
        and (period_id = any(${intArray(periodIds)})
          or period_id in (select parent_period_id from survey_periods where id = any(${intArray(periodIds)})))
      for key share`),
  );
  return rows.map((row) => Number(row.id));
}

/**
 * CTEs over `marked` (the batch): `new_members` maps its responses into each filter as a build
 * maps them, `filter_cells` counts the batch per filter value from `flat` (no second expansion).
 */
function batchMemberCtes(filterIds: number[]): SQL {
  return sql`
    new_members as (
      insert into result_filter_members (filter_id, response_id, value)
      select f.id, r.id, m.value
      from marked r
      join survey_periods p on p.id = r.period_id
      join result_filters f on f.id = any(${intArray(filterIds)}) and f.period_id in (p.id, p.parent_period_id)
      join lateral ${mappingOptions(sql`f.mapping`)} on m.id = r.answers ->> f.question_id
      on conflict do nothing
      returning filter_id, response_id, value
    ),
    batch_members as (
      select filter_id, response_id, value from new_members
      union all
      select fm.filter_id, fm.response_id, fm.value from result_filter_members fm join marked r on r.id = fm.response_id
      where fm.filter_id = any(${intArray(filterIds)})
    )`;
}

function batchFilterCtes(filterIds: number[]): SQL {
  return sql`
    ${batchMemberCtes(filterIds)},
    filter_cells as (${answerCountRows(
      { filter_id: sql`m.filter_id`, period_id: sql`x.period_id`, filter_value: sql`m.value` },
      sql`join batch_members m on m.response_id = x.id`,
    )})`;
}

/**
 * Responses per fold. A fold's cost per response is the expansion of its answers; what it costs
 * per batch is the upsert of the touched cells (~200 per class, whatever the batch's size): at
 * 5,000 that upsert was a fifth of the PostgreSQL CPU of a fold, at 20,000 a twentieth (measured:
 * 162 → 132 µs of PostgreSQL CPU per response on the bench's 100,000-response school period).
 */
export const foldBatchSize = 20_000;

/**
 * The fold's CTEs after `marked` when the batch's periods have exactly one built question filter
 * (the usual case): each response carries its member value (`fv`, at most one: one filter) into
 * the expansion, the answers are counted once per class × grade × member value (`per_cell`), and
 * both the class rows and the filter rows are sums of that. Counting the answers a second time
 * joined to the members cost a third of a fold's PostgreSQL CPU.
 */
function oneFilterCtes(filterId: number, textKeys: TextKeys): SQL {
  const classKey = sql`coalesce(x.class_id, ${noClass})`;
  const grade = sql`coalesce(x.grade, ${noClass})`;
  return sql`
    ${batchMemberCtes([filterId])},
    ${answerEntryCtes(sql`true`, textKeys, {
      from: sql`marked responses left join batch_members bm on bm.response_id = responses.id`,
      carry: { fv: sql`bm.value` },
    })},
    per_cell as materialized (
      select x.period_id, ${classKey} as class_key, ${grade} as grade, x.fv, x.key, x.value,
        count(*)::int as n, (count(*) filter (where x.first))::int as firsts
      from flat x group by x.period_id, ${classKey}, ${grade}, x.fv, x.key, x.value
    ),
    class_cells as (
      select x.period_id, ${classKey} as class_key, ${grade} as grade, 'respondents'::text as kind,
        ''::text as key, ''::text as value, count(*)::int as count
      from selected x group by x.period_id, ${classKey}, ${grade}
      union all
      select period_id, class_key, grade, 'value', key, value, sum(n)::int from per_cell
      group by period_id, class_key, grade, key, value
      union all
      select period_id, class_key, grade, 'answered', key, '', sum(firsts)::int from per_cell
      group by period_id, class_key, grade, key
    ),
    filter_cells as (
      select ${filterId}::int as filter_id, x.period_id, x.fv as filter_value, 'respondents'::text as kind,
        ''::text as key, ''::text as value, count(*)::int as count
      from selected x where x.fv is not null group by x.period_id, x.fv
      union all
      select ${filterId}::int, period_id, fv, 'value', key, value, sum(n)::int from per_cell
      where fv is not null group by period_id, fv, key, value
      union all
      select ${filterId}::int, period_id, fv, 'answered', key, '', sum(firsts)::int from per_cell
      where fv is not null group by period_id, fv, key
    )`;
}

/**
 * Folds up to `batchSize` finished responses not yet counted into the results cube in one
 * statement: it marks them counted, expands their answers once, and adds the class rows, the
 * whole-period rows (summed from the class rows) and, for every built question filter of their
 * period or its parent period, their membership and filter cells. Another process folding at the
 * same time makes this one fold nothing. Answers how many responses were folded.
 */
export async function foldPendingResponses(db: Db, options: { batchSize?: number } = {}): Promise<number> {
  const batchSize = options.batchSize ?? foldBatchSize;
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
    const textKeys = await periodTextKeys(tx, periodIds);
    const filterIds = await filtersOfPeriods(tx, periodIds);
    const withFilters = filterIds.length > 0;
    const marked = sql`
      marked as (
        update responses set counted = true where id = any(${uuidArray(ids)})
        returning id, period_id, class_id, grade, answers
      )`;
    if (filterIds.length === 1) {
      await tx.execute(sql`
        with ${marked}, ${oneFilterCtes(filterIds[0], textKeys)},
        class_written as (${insertClassCells()}) ${insertFilterCells()}`);
      return pending.length;
    }
    await tx.execute(sql`
      with ${marked},
      ${answerEntryCtes(sql`true`, textKeys, { from: sql`marked responses`, reuse: withFilters })},
      ${classCells()}
      ${
        withFilters
          ? sql`, ${batchFilterCtes(filterIds)}, class_written as (${insertClassCells()}) ${insertFilterCells()}`
          : insertClassCells()
      }`);
    return pending.length;
  });
}

const countedResponses = () => sql`${responses.status} = 'finished' and ${responses.counted}`;

/**
 * Rewrites the parent periods' rollup rows (their whole-period rows) as the sum of their children's
 * whole-period rows (and of the parent's own class rows, should it have responses of its own).
 * Run under the cells lock, after the children's rows or the links changed.
 */
export async function rebuildParentRollups(tx: Db, parentIds: number[]): Promise<void> {
  if (parentIds.length === 0) return;
  const whole = sql`c.class_key = ${WHOLE_PERIOD}::int and c.grade = ${WHOLE_PERIOD}::int`;
  await tx.execute(sql`
    delete from result_cells c where c.period_id = any(${intArray(parentIds)}) and ${whole}`);
  await tx.execute(sql`
    insert into result_cells (period_id, class_key, grade, kind, key, value, count)
    select parent_id, ${WHOLE_PERIOD}::int, ${WHOLE_PERIOD}::int, kind, key, value, sum(count)::int
    from (
      select p.parent_period_id as parent_id, c.kind, c.key, c.value, c.count
      from result_cells c join survey_periods p on p.id = c.period_id
      where p.parent_period_id = any(${intArray(parentIds)}) and ${whole}
      union all
      select c.period_id, c.kind, c.key, c.value, c.count from result_cells c
      where c.period_id = any(${intArray(parentIds)}) and not (${whole})
    ) parts
    group by parent_id, kind, key, value`);
}

/** The parent periods whose rollup depends on these periods: their parents, and those of them that are parents. */
async function parentsOf(tx: Db, periodIds: number[]): Promise<number[]> {
  const rows = queryRows<{ id: number }>(
    await tx.execute(sql`
      select parent_period_id as id from survey_periods
      where id = any(${intArray(periodIds)}) and parent_period_id is not null
      union
      select parent_period_id from survey_periods where parent_period_id = any(${intArray(periodIds)})`),
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Recounts the periods' result_cells from their counted responses, and the rollup rows of their
 * parent periods (repair; bulk loads insert counted responses, then this).
 */
export async function rebuildPeriodCells(db: Db, periodIds: number | number[]): Promise<void> {
  const ids = Array.isArray(periodIds) ? periodIds : [periodIds];
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockCells(tx);
    await tuneForCounting(tx);
    await tx.execute(sql`delete from result_cells where period_id = any(${intArray(ids)})`);
    await tx.execute(sql`
      with ${answerEntryCtes(
        sql`${responses.periodId} = any(${intArray(ids)}) and ${countedResponses()}`,
        await periodTextKeys(tx, ids),
      )},
      ${classCells()}
      ${insertClassCells()}`);
    await rebuildParentRollups(tx, await parentsOf(tx, ids));
  });
}

/** The periods a filter counts: its own and its child periods. */
export async function filterPeriodIds(tx: Db, filterId: number): Promise<number[]> {
  const rows = queryRows<{ id: number }>(
    await tx.execute(sql`
      select p.id from survey_periods p join result_filters f on f.id = ${filterId}::int
      where p.id = f.period_id or p.parent_period_id = f.period_id`),
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Adds to a filter's result_filter_cells the counted responses among its members that match `where`
 * (a condition on `responses` and the member row `fm`), each under its member value: one join of
 * members to responses and one expansion. `before` adds CTEs run in the same statement (snapshot).
 */
export async function addFilterCells(
  tx: Db,
  filterId: number,
  where: SQL,
  options: { before?: SQL } = {},
): Promise<void> {
  const textKeys = await periodTextKeys(tx, await filterPeriodIds(tx, filterId));
  await tx.execute(sql`
    with ${options.before ? sql`${options.before},` : sql``}
    ${answerEntryCtes(sql`fm.filter_id = ${filterId}::int and ${countedResponses()} and ${where}`, textKeys, {
      from: sql`result_filter_members fm join responses on responses.id = fm.response_id`,
      carry: { filter_id: sql`fm.filter_id`, filter_value: sql`fm.value` },
    })},
    filter_cells as (${answerCountRows({
      filter_id: sql`x.filter_id`,
      period_id: sql`x.period_id`,
      filter_value: sql`x.filter_value`,
    })})
    ${insertFilterCells()}`);
}

/** Recounts one question filter's result_filter_cells from its counted members (repair; the fold adds the others when it counts them). */
export async function rebuildFilterCells(db: Db, filterId: number): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockCells(tx);
    await tuneForCounting(tx);
    await tx.execute(sql`delete from result_filter_cells where filter_id = ${filterId}::int`);
    await addFilterCells(tx, filterId, sql`true`);
  });
}
