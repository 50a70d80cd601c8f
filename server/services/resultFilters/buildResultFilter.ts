import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resultFilterMembers, resultFilters } from '../../db/schema';
import type { Queue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { addFilterCells, lockCells, tuneForCounting, waitForRunningFold } from '../resultCells/foldCells';
import { queryRows } from '../resultCells/queryRows';
import { mappedResponses } from './filterMembership';

export const buildFilterJobName = 'build-result-filter';
export type BuildFilterJobData = { filterId: number; revision: number };

/** Members of this build whose cells were not counted at the snapshot: the catch-up counts those folded since. */
const catchUp = sql.raw('filter_build_catch_up');

/** Creates the temporary table of catchUp for this transaction. */
export const createCatchUp = sql`create temp table if not exists ${catchUp} (response_id uuid primary key) on commit drop`;

/** The CTE `not_counted` that remembers in catchUp the members not counted at the snapshot (addFilterCells' `before`). */
export const notCountedMembers = (filterId: number) => (inPeriods: (responses: SQL) => SQL) =>
  sql`
  not_counted as (
    insert into ${catchUp} (response_id)
    select fm.response_id from result_filter_members fm join responses r on r.id = fm.response_id
    where fm.filter_id = ${filterId}::int and ${inPeriods(sql`r`)} and not r.counted
  )`;

/**
 * Rewrites a filter's members and cells for one revision; a revision that is no longer current, or
 * already built, does nothing. Folds go on meanwhile: they leave a filter not built at its revision
 * to its build, which counts the responses counted at one snapshot without the cells lock, then
 * takes the lock only to catch up the responses folded since and switch the revision. Readers use
 * the previous membership until then. `beforeCatchUp` is a test hook (a fold committing meanwhile).
 */
export async function buildResultFilter(
  db: Db,
  { filterId, revision }: BuildFilterJobData,
  hooks: { beforeCatchUp?: (tx: Db) => Promise<void> } = {},
): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [filter] = await transaction
      .select()
      .from(resultFilters)
      .where(and(eq(resultFilters.id, filterId), eq(resultFilters.revision, revision)))
      .for('no key update');
    if (!filter || filter.builtRevision === revision) return;
    // A fold that read the filter as built before its revision changed must not add members now.
    await waitForRunningFold(tx);
    await tuneForCounting(tx);
    await tx.delete(resultFilterMembers).where(eq(resultFilterMembers.filterId, filterId));
    await tx.execute(sql`
      insert into result_filter_members (filter_id, response_id, value)
      select ${filterId}, covered.response_id, covered.value from (${mappedResponses(filter)}) covered`);
    await tx.execute(sql`analyze result_filter_members`);
    await tx.execute(sql`delete from result_filter_cells where filter_id = ${filterId}::int`);
    await tx.execute(createCatchUp);
    await addFilterCells(tx, filterId, sql`true`, { before: notCountedMembers(filterId) });

    const [mapped] = await transaction
      .select({ n: count() })
      .from(resultFilterMembers)
      .where(eq(resultFilterMembers.filterId, filterId));

    await hooks.beforeCatchUp?.(tx);
    await lockCells(tx);
    const [added] = queryRows<{ n: number }>(
      await tx.execute(sql`
        with added as (
          insert into result_filter_members (filter_id, response_id, value)
          select ${filterId}, covered.response_id, covered.value
          from (${mappedResponses(
            filter,
            sql`r.counted and not exists (
              select 1 from result_filter_members fm where fm.filter_id = ${filterId}::int and fm.response_id = r.id)`,
          )}) covered
          on conflict do nothing
          returning response_id
        ),
        queued as (insert into ${catchUp} (response_id) select response_id from added on conflict do nothing)
        select count(*)::int as n from added`),
    );
    await addFilterCells(tx, filterId, sql`fm.response_id in (select response_id from ${catchUp})`);
    await transaction
      .update(resultFilters)
      .set({ builtRevision: revision, legacyCount: (mapped?.n ?? 0) + Number(added?.n ?? 0) })
      .where(eq(resultFilters.id, filterId));
  });
}

/** How many responses a filter's mapping covers now (what legacy_count will be once built). */
export async function coveredCount(db: Db, filter: Parameters<typeof mappedResponses>[0]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sql`(${mappedResponses(filter)}) as covered`);
  return row?.n ?? 0;
}

/** Queues the build; without a queue (tests) or when sending fails, builds in the request. */
export async function startFilterBuild(
  db: Db,
  queue: Queue | null,
  job: BuildFilterJobData,
  logger?: Logger,
): Promise<void> {
  if (queue) {
    const jobId = await queue.send(buildFilterJobName, job).catch((error: unknown) => {
      logger?.warn(
        { err: error, filterId: job.filterId },
        'filter build not queued; building in the request',
      );
      return null;
    });
    if (jobId) return;
  }
  await buildResultFilter(db, job);
}
