import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * Versions of what a results read is made of, so that a kept summary (services/results/summaryCache.ts)
 * is answered again only while nothing it was made of has changed. Kept by triggers of migration
 * 0022, not by the code that writes: every writer counts, today's and tomorrow's. Versions only
 * grow; results_read_version (0022, made flat in 0023) reads them.
 */

/**
 * One row per period whose result_cells were ever written: a statement-level trigger on
 * result_cells adds one to the version of each period a statement wrote cells of and of its parent
 * period (so a parent's version moves with any of its schools' cells). No foreign key:
 * deleting a period deletes its cells, whose trigger writes here while the period goes.
 */
export const resultCellVersions = pgTable('result_cell_versions', {
  periodId: integer('period_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * One row (id 1): one more each time a transaction commits a change to a table a results read
 * reads besides result_cells (periods, organisations, survey versions, fiscal years, benchmarks,
 * packages, property-value grants, a teacher's results access, any response deleted). Bumped once per transaction, at
 * its commit (deferred constraint triggers), so no transaction waits on it while it holds locks.
 */
export const resultsContextVersion = pgTable('results_context_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
