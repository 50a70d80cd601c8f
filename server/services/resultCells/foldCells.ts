import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { responses } from '../../db/schema';
import { NO_CLASS, WHOLE_PERIOD } from '../../db/schema/resultCells';
import { answerCountRows, answerEntryCtes } from './answerEntries';
import {
  type CellRow,
  type FilterCellRow,
  type FoldFilter,
  FoldTally,
  type Membership,
  mappedValue,
  type PendingResponse,
} from './foldTally';
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
async function filtersOfPeriods(tx: Db, periodIds: number[]): Promise<FoldFilter[]> {
  const rows = queryRows<{ id: number; period_id: number; question_id: string; mapping: unknown }>(
    await tx.execute(sql`
      select id, period_id, question_id, mapping from result_filters
      where built_revision = revision
        and (period_id = any(${intArray(periodIds)})
          or period_id in (select parent_period_id from survey_periods where id = any(${intArray(periodIds)})))
      order by id
      for key share`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    periodId: Number(row.period_id),
    questionId: row.question_id,
    mapping: typeof row.mapping === 'string' ? JSON.parse(row.mapping) : row.mapping,
  }));
}

/**
 * Responses per fold (one transaction). What a fold costs per batch is the upsert of the touched
 * cells (~25,000 rows on the bench's 100,000-response school, whatever the batch's size; measured
 * ~250–400 ms): at 20,000 responses per fold a sixth of the fold's time, at 100,000 a twelfth.
 * Node keeps only the counts, never a whole batch's answers: they are read in chunks.
 */
export const foldBatchSize = 100_000;

/**
 * Responses read (and marked counted) per statement. PostgreSQL marks and reads the next chunk
 * while Node counts this one, so the fold takes about the longer of the two, not their sum.
 */
const foldChunkSize = 5_000;

/** A key column of a cells table: its name, the row's field that fills it, and its type. */
type KeyColumn<Row> = readonly [column: string, field: keyof Row & string, type: 'int' | 'text'];

/** What a cell counts: the same three key columns in both tables. */
const whatKey = [
  ['kind', 'kind', 'text'],
  ['key', 'key', 'text'],
  ['value', 'value', 'text'],
] as const;
const cellKey: KeyColumn<CellRow>[] = [
  ['period_id', 'periodId', 'int'],
  ['class_key', 'classKey', 'int'],
  ['grade', 'grade', 'int'],
  ...whatKey,
];
const filterCellKey: KeyColumn<FilterCellRow>[] = [
  ['filter_id', 'filterId', 'int'],
  ['period_id', 'periodId', 'int'],
  ['filter_value', 'filterValue', 'text'],
  ...whatKey,
];

/**
 * Adds the fold's rows to a cells table (result_cells, result_filter_cells), whose unique key is
 * `key`: one upsert, the rows as parallel arrays for `unnest`, one parameter per column whatever the
 * row count.
 */
function addCounts<Row extends { count: number }>(
  tx: Db,
  table: 'result_cells' | 'result_filter_cells',
  key: KeyColumn<Row>[],
  rows: readonly Row[],
) {
  const columns: KeyColumn<Row>[] = [...key, ['count', 'count', 'int']];
  const arrays = columns.map(
    ([, field, type]) => sql`${sql.param(rows.map((row) => row[field]))}::${sql.raw(type)}[]`,
  );
  const names = (list: KeyColumn<Row>[]) => sql.raw(list.map(([column]) => column).join(', '));
  return tx.execute(sql`
    insert into ${sql.raw(table)} (${names(columns)})
    select * from unnest(${sql.join(arrays, sql`, `)})
    on conflict (${names(key)})
      do update set count = ${sql.raw(table)}.count + excluded.count`);
}

/**
 * Starts a statement now without waiting for it (it runs in PostgreSQL while Node counts); awaited
 * later. Drizzle's query promises run their statement on every `then`, so this calls it once.
 */
function started<T>(statement: PromiseLike<T>): Promise<T> {
  const running = Promise.resolve(statement.then((result) => result));
  running.catch(() => {});
  return running;
}

/**
 * What the fold knows of the periods its responses come from: free-text keys, parent periods and
 * the built question filters (of the period or its parent period), read once per period.
 */
class FoldPeriods {
  readonly textKeys = new Map<number, Set<string>>();
  readonly parentOf = new Map<number, number | null>();
  readonly filters: FoldFilter[] = [];
  /** filtersOf per period, until new filters come. */
  private readonly places = new Map<number, number[]>();

  constructor(private readonly tx: Db) {}

  async learn(periodIds: number[]): Promise<void> {
    const unknown = periodIds.filter((id) => !this.parentOf.has(id));
    if (unknown.length === 0) return;
    for (const [periodId, keys] of await periodTextKeys(this.tx, unknown)) {
      this.textKeys.set(periodId, new Set(keys));
    }
    const parents = queryRows<{ id: number; parent_period_id: number | null }>(
      await this.tx.execute(
        sql`select id, parent_period_id from survey_periods where id = any(${intArray(unknown)})`,
      ),
    );
    for (const row of parents) {
      this.parentOf.set(Number(row.id), row.parent_period_id === null ? null : Number(row.parent_period_id));
    }
    const known = new Set(this.filters.map((filter) => filter.id));
    for (const filter of await filtersOfPeriods(this.tx, unknown)) {
      if (!known.has(filter.id)) this.filters.push(filter);
    }
    this.places.clear();
  }

  /** The filters a response of this period is mapped into, by their place in `filters`. */
  filtersOf(periodId: number): number[] {
    let places = this.places.get(periodId);
    if (!places) {
      const parentId = this.parentOf.get(periodId);
      places = this.filters.flatMap((filter, index) =>
        filter.periodId === periodId || (parentId != null && filter.periodId === parentId) ? [index] : [],
      );
      this.places.set(periodId, places);
    }
    return places;
  }
}

/**
 * The chunk's member values (per response the filters it falls in, by their place in
 * `periods.filters`, with its value): the mapping of the response's answer, as a build maps it,
 * and the member rows to add. A member row a
 * build already wrote holds that same value (finished answers never change; a new mapping is a new
 * revision, left to its build), so it is left as it is.
 */
function chunkMembers(chunk: PendingResponse[], periods: FoldPeriods) {
  const values = new Map<PendingResponse, Membership>();
  const added: NewMembers = { filters: [], responses: [], values: [] };
  for (const response of chunk) {
    const members: Membership = [];
    for (const index of periods.filtersOf(Number(response.period_id))) {
      const filter = periods.filters[index];
      const value = mappedValue(filter, response.answers);
      if (value === null) continue;
      members.push([index, value]);
      added.filters.push(filter.id);
      added.responses.push(response.id);
      added.values.push(value);
    }
    values.set(response, members);
  }
  return { values, added };
}

type NewMembers = { filters: number[]; responses: string[]; values: string[] };

/** Adds member rows (a build may have written them already: the same rows, left as they are). */
const insertMembers = (members: NewMembers) => sql`
  insert into result_filter_members (filter_id, response_id, value)
  select * from unnest(${intArray(members.filters)}, ${uuidArray(members.responses)}, ${sql.param(members.values)}::text[])
  on conflict do nothing`;

/** The statement that picks and locks responses waiting for the fold (exported for its plan's test). */
export const pickPendingSql = (batchSize: number) => sql`
  select ctid::text as tid from responses
  where status = 'finished' and not counted
  order by period_id
  limit ${batchSize}
  for no key update skip locked`;

/** Turns sequential and bitmap scans and sorts off for the rest of the transaction; answers the settings they had. */
export const pickByIndex = sql`
  select current_setting('enable_seqscan') as seqscan, current_setting('enable_bitmapscan') as bitmapscan,
         current_setting('enable_sort') as sort, set_config('enable_seqscan', 'off', true),
         set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true)`;

/**
 * Picks them by walking responses_uncounted_idx, which holds only the waiting rows, and stops at the
 * limit. Statistics taken while many responses waited make any other way look as good: reading the
 * whole table, a bitmap of every finished response, or the finished_at index (well correlated with
 * the table) and a sort; each then reads every response ever given, on every fold (measured: 191 ms
 * on 420,000 rows to find the 3,000 waiting at the end). Without those, what is left is an index in
 * period_id order, of which the partial one is the smallest.
 */
async function pickPendingResponses(tx: Db, batchSize: number): Promise<string[]> {
  const [was] = queryRows<{ seqscan: string; bitmapscan: string; sort: string }>(
    await tx.execute(pickByIndex),
  );
  const rows = queryRows<{ tid: string }>(await tx.execute(pickPendingSql(batchSize)));
  await tx.execute(
    sql`select set_config('enable_seqscan', ${was.seqscan}, true), set_config('enable_bitmapscan', ${was.bitmapscan}, true),
               set_config('enable_sort', ${was.sort}, true)`,
  );
  return rows.map((row) => row.tid);
}

/**
 * Folds up to `batchSize` finished responses not yet counted into the results cube, in one
 * transaction: picks and locks them, then chunk by chunk marks them counted and reads their answers
 * (one statement), maps them into the built question filters of their period or its parent period,
 * and counts them in Node (foldTally) while PostgreSQL marks and reads the next chunk. At the end it
 * adds the class rows, the whole-period rows (each period's own and its parent period's) and the
 * filter rows with one upsert each. Another process folding at the same time makes this one fold
 * nothing. Answers how many responses were folded.
 */
export async function foldPendingResponses(db: Db, options: { batchSize?: number } = {}): Promise<number> {
  const batchSize = options.batchSize ?? foldBatchSize;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [lock] = queryRows<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${cellsLock}) as locked`),
    );
    if (!lock?.locked) return 0;
    const picked = await pickPendingResponses(tx, batchSize);
    if (picked.length === 0) return 0;
    // The rows are locked by this transaction, so their ctid stays theirs: each chunk is a TID scan.
    // The previous chunk's new filter members are added by the same statement: one statement at a
    // time on the connection, and PostgreSQL never waits for Node between chunks.
    const markAndRead = (from: number, members: NewMembers | null) =>
      started(
        tx.execute(sql`
          ${members ? sql`with added as (${insertMembers(members)})` : sql``}
          update responses set counted = true
          where ctid = any(${sql.param(picked.slice(from, from + foldChunkSize))}::text[]::tid[])
          returning id, period_id, class_id, grade, answers`),
      );
    const periods = new FoldPeriods(tx);
    const tally = new FoldTally(periods.textKeys, periods.parentOf, periods.filters);
    let lastMembers: NewMembers | null = null;
    let folded = 0;
    let next = markAndRead(0, null);
    for (let from = 0; from < picked.length; from += foldChunkSize) {
      const chunk = queryRows<PendingResponse>(await next);
      for (const row of chunk) {
        if (typeof row.answers === 'string') row.answers = JSON.parse(row.answers);
      }
      await periods.learn([...new Set(chunk.map((row) => Number(row.period_id)))]);
      const members = chunkMembers(chunk, periods);
      const added = members.added.filters.length > 0 ? members.added : null;
      if (from + foldChunkSize < picked.length) next = markAndRead(from + foldChunkSize, added);
      else lastMembers = added;
      for (const response of chunk) tally.add(response, members.values.get(response) ?? []);
      folded += chunk.length;
    }
    if (lastMembers) await tx.execute(insertMembers(lastMembers));
    const { cells, filterCells } = tally.rows();
    if (folded > 0) await addCounts(tx, 'result_cells', cellKey, cells);
    if (filterCells.length > 0) await addCounts(tx, 'result_filter_cells', filterCellKey, filterCells);
    return folded;
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
 * members to responses and one expansion. `before` adds CTEs run in the same statement (snapshot),
 * given the condition that keeps `responses` (or another name for them) to the filter's periods.
 * That condition is what lets PostgreSQL read the filter's own responses only: by "counted" alone
 * it read every counted response of the database and probed the members for each (measured: 20 s
 * for a school's 100,000 beside 10,000,000 of other schools).
 */
export async function addFilterCells(
  tx: Db,
  filterId: number,
  where: SQL,
  options: FilterCellsOptions = {},
): Promise<void> {
  await tx.execute(await addFilterCellsSql(tx, filterId, where, options));
}

type FilterCellsOptions = { before?: (inPeriods: (responses: SQL) => SQL) => SQL };

/** The statement of addFilterCells (exported for its plan's test). */
export async function addFilterCellsSql(
  tx: Db,
  filterId: number,
  where: SQL,
  options: FilterCellsOptions = {},
): Promise<SQL> {
  const periodIds = await filterPeriodIds(tx, filterId);
  const textKeys = await periodTextKeys(tx, periodIds);
  const inPeriods = (rows: SQL) => sql`${rows}.period_id = any(${intArray(periodIds)})`;
  const before = options.before?.(inPeriods);
  return sql`
    with ${before ? sql`${before},` : sql``}
    ${answerEntryCtes(
      sql`fm.filter_id = ${filterId}::int and ${inPeriods(sql`responses`)} and ${countedResponses()} and ${where}`,
      textKeys,
      {
        from: sql`result_filter_members fm join responses on responses.id = fm.response_id`,
        carry: { filter_id: sql`fm.filter_id`, filter_value: sql`fm.value` },
      },
    )},
    filter_cells as (${answerCountRows({
      filter_id: sql`x.filter_id`,
      period_id: sql`x.period_id`,
      filter_value: sql`x.filter_value`,
    })})
    ${insertFilterCells()}`;
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
