import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resultFilters } from '../../db/schema';
import type { Queue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { lockCells, rebuildParentRollups } from '../resultCells/foldCells';
import { type BuildFilterJobData, startFilterBuild } from '../resultFilters/buildResultFilter';

/**
 * In the transaction that linked or unlinked a child period: the parent's question filters become a
 * new revision (folds leave them to their build, readers keep the previous membership until then)
 * and its rollup rows are summed again from its children now. The revisions change before the cells
 * lock is taken: a filter build holds its filter row while it waits for that lock. Answers the
 * builds to start once the transaction has committed (startParentFilterBuilds).
 */
export async function refreshParentResults(tx: Db, parentId: number): Promise<BuildFilterJobData[]> {
  const filters = await tx
    .update(resultFilters)
    .set({ revision: sql`${resultFilters.revision} + 1` })
    .where(eq(resultFilters.periodId, parentId))
    .returning({ filterId: resultFilters.id, revision: resultFilters.revision });
  await lockCells(tx);
  await rebuildParentRollups(tx, [parentId]);
  return filters;
}

/** Queues the parent's filter builds (without a queue, builds them in the request, one after another). */
export async function startParentFilterBuilds(
  db: Db,
  queue: Queue | null,
  builds: BuildFilterJobData[],
  logger?: Logger,
): Promise<void> {
  for (const build of builds) await startFilterBuild(db, queue, build, logger);
}
