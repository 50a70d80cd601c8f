import { and, eq, inArray } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Database, Db } from '../../db/client';
import { imports } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Queue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { recordEvent } from '../events/recordEvent';
import { applyPlan, type ProgressReport } from './applyPlan';
import { loadImport } from './importRecords';
import { reportOf } from './importReport';
import { importLimits } from './limits';
import { emailsOf, planImport } from './plans/planImport';
import { loadSchoolSnapshot } from './schoolSnapshot';

export const commitJobName = 'commit-import';
export type CommitJobData = { importId: number; schoolId: number; claims: TokenClaims };

/** Raised inside the transaction when the school changed since the preview and rows no longer fit. */
class RowsRejected extends Error {
  constructor(readonly report: ReturnType<typeof reportOf>) {
    super('rows rejected');
  }
}

const rejectedMessage = (errors: number) =>
  `${errors} ${errors === 1 ? 'row has' : 'rows have'} problems: nothing was imported. Fix the file and upload it again.`;

/**
 * Progress is written beside the transaction, through the pool, so a poll sees it while the rows are
 * still uncommitted. PGlite has one connection, held by the transaction: there the figure only
 * moves before and after.
 */
function progressWriter(database: Database, importId: number): ProgressReport {
  if (database.kind !== 'pg') return async () => {};
  let shown = 0;
  return async (done) => {
    const progress = Math.min(95, Math.round(5 + done * 90));
    if (progress < shown + 5) return;
    shown = progress;
    await database.db.update(imports).set({ progress }).where(eq(imports.id, importId));
  };
}

/** The whole import in one transaction: all rows or none. Never throws; the record tells how it went. */
export async function runCommit(
  database: Database,
  { importId, schoolId, claims }: CommitJobData,
  logger?: Logger,
) {
  const { db } = database;
  const [row] = await db
    .select({ type: imports.type, rows: imports.rows, mapping: imports.mapping, status: imports.status })
    .from(imports)
    .where(and(eq(imports.id, importId), eq(imports.organizationId, schoolId)));
  if (row?.status !== 'committing') return;
  try {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const snapshot = await loadSchoolSnapshot(tx, schoolId, row.type, emailsOf(row.rows, row.mapping));
      const plan = planImport(row.type, row.rows, row.mapping, snapshot);
      if (plan.errors.length) throw new RowsRejected(reportOf(plan, row.rows, row.mapping));
      const applied = await applyPlan(tx, schoolId, plan, progressWriter(database, importId));
      const report = reportOf(plan, row.rows, row.mapping);
      await recordEvent(tx, claims, {
        category: 'Imports',
        action: 'Committed import',
        details: { import_id: importId, type: row.type, ...applied, skipped: report.counts.skipped },
      });
      await tx
        .update(imports)
        .set({
          status: 'committed',
          progress: 100,
          counts: { ...report.counts, created: applied.created, linked: applied.linked },
          skipped: report.skipped,
          committedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(imports.id, importId));
    });
  } catch (error) {
    const rejected = error instanceof RowsRejected ? error.report : null;
    await db
      .update(imports)
      .set({
        ...(rejected ?? {}),
        status: rejected ? 'previewed' : 'failed',
        progress: 0,
        failure: rejected
          ? rejectedMessage(rejected.counts.errors)
          : 'The rows could not be written, so nothing was imported. Please try again.',
        updatedAt: new Date(),
      })
      .where(eq(imports.id, importId));
    if (!rejected) logger?.error({ err: error, importId }, 'import commit failed');
  }
}

/**
 * Starts the commit of a checked import with no bad rows: in the request when it is small, as a job
 * when it is large (the screen polls its progress). Answers the record and whether it is still running.
 */
export async function startCommit(
  database: Database,
  queue: Queue | null,
  claims: TokenClaims,
  schoolId: number,
  importId: number,
  logger?: Logger,
) {
  const { db } = database;
  const current = await loadImport(db, schoolId, importId);
  if (current.status === 'committed')
    throw new AppError('conflict', 'This import has been committed already');
  if (current.status === 'committing') throw new AppError('conflict', 'This import is being committed');
  if (current.status === 'uploaded' || !current.counts)
    throw new AppError('validation_failed', 'Choose the columns first', [
      'mapping: choose the columns first',
    ]);
  if (current.counts.errors > 0)
    throw new AppError('validation_failed', rejectedMessage(current.counts.errors));
  if (current.counts.valid === 0)
    throw new AppError('validation_failed', 'Nothing to import: every row is already in the school');
  const claimed = await db
    .update(imports)
    .set({ status: 'committing', progress: 0, failure: null, updatedAt: new Date() })
    .where(and(eq(imports.id, importId), inArray(imports.status, ['previewed', 'failed'])))
    .returning({ id: imports.id });
  if (!claimed.length) throw new AppError('conflict', 'This import is being committed');

  const job = { importId, schoolId, claims };
  if (queue && current.counts.valid > importLimits.jobThresholdRows) {
    const jobId = await queue.send(commitJobName, job).catch((error: unknown) => {
      logger?.warn({ err: error, importId }, 'import job not queued; committing in the request');
      return null;
    });
    if (jobId) return { running: true, record: await loadImport(db, schoolId, importId) };
  }
  await runCommit(database, job, logger);
  const record = await loadImport(db, schoolId, importId);
  if (record.status === 'previewed' || record.status === 'failed')
    throw new AppError(
      record.status === 'failed' ? 'internal_error' : 'validation_failed',
      record.failure ?? '',
    );
  return { running: false, record };
}
