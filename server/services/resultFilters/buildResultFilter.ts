import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resultFilterMembers, resultFilters } from '../../db/schema';
import type { Queue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { lockCells, rebuildFilterCells } from '../resultCells/foldCells';
import { mappedResponses } from './filterMembership';

export const buildFilterJobName = 'build-result-filter';
export type BuildFilterJobData = { filterId: number; revision: number };

/** Rewrites a filter's members for one revision; a revision that is no longer current does nothing. */
export async function buildResultFilter(db: Db, { filterId, revision }: BuildFilterJobData): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCells(tx as unknown as Db);
    const [filter] = await tx
      .select()
      .from(resultFilters)
      .where(and(eq(resultFilters.id, filterId), eq(resultFilters.revision, revision)))
      .for('update');
    if (!filter) return;
    await tx.delete(resultFilterMembers).where(eq(resultFilterMembers.filterId, filterId));
    await tx.execute(sql`
      insert into result_filter_members (filter_id, response_id, value)
      select ${filterId}, covered.response_id, covered.value from (${mappedResponses(filter)}) covered`);
    await rebuildFilterCells(tx as unknown as Db, filterId);
    const [members] = await tx
      .select({ n: count() })
      .from(resultFilterMembers)
      .where(eq(resultFilterMembers.filterId, filterId));
    await tx
      .update(resultFilters)
      .set({ builtRevision: revision, legacyCount: members?.n ?? 0 })
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
