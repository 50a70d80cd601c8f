import type { SurveyLanguage } from '../../../common/languages';
import type { TokenClaims } from '../../auth/tokens';
import type { Database } from '../../db/client';
import type { JobDefinition, Queue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { assertSurveyLanguages } from '../translations/surveyLanguages';
import { exportFileName } from './exportFileName';
import {
  createExport,
  type ExportKind,
  type ExportRecord,
  exportLifetimeMs,
  loadExport,
  type StoredExportRequest,
  updateExport,
} from './exportRecords';
import { loadExportSummaries, resolveExportScopes } from './exportScopes';
import { loadReportFilters } from './reportFilters';
import { loadReportWords, reportWords } from './reportWords';

export const exportJobName = 'result-export';
export type ExportJobData = { exportId: string; claims: TokenClaims };

const failureMessage = 'The export could not be made. Please try again.';

async function buildFile(
  database: Database,
  record: ExportRecord,
  claims: TokenClaims,
): Promise<{ file: Buffer; fileName: string; ownClassIds: number[] | null }> {
  const { db } = database;
  const stored = record.request as unknown as StoredExportRequest;
  const language: SurveyLanguage = record.language;
  // The report's words as the translations table has them now (a language added in the product: its own).
  await loadReportWords(db, language);
  const progress = (value: number) => updateExport(db, record.id, { progress: value });
  const scopes = await resolveExportScopes(db, claims, stored);
  const { summary, themes, comparison } = await loadExportSummaries(db, scopes, stored, {
    language,
    isPdf: record.kind === 'pdf',
  });
  await progress(20);
  // The PDF renderer (React, @react-pdf) and exceljs load with the first export, not with the server:
  // together they hold tens of MB and seconds of start (issue 20).
  const ownClassIds = scopes.scope.ownClassIds;
  const board = stored.variant === 'board';
  const fileName = exportFileName(
    record.kind,
    summary.info,
    board ? reportWords(language).boardFileSuffix : '',
  );
  if (record.kind === 'pdf') {
    const { renderResultsPdf } = await import('./pdf/renderResultsPdf');
    const file = await renderResultsPdf(
      {
        language,
        generatedAt: new Date(),
        content: scopes.scope.content,
        summary,
        themes,
        filters: await loadReportFilters(db, scopes.scope, stored.request.filters ?? {}),
        comparison,
      },
      board ? { comment: stored.comment ?? '' } : null,
    );
    return { file, fileName, ownClassIds };
  }
  const reportFilters = await loadReportFilters(db, scopes.scope, stored.request.filters ?? {});
  const { buildResultsWorkbook } = await import('./excel/buildResultsWorkbook');
  const file = await buildResultsWorkbook({ summary, language, reportFilters });
  return { file, fileName, ownClassIds };
}

/** Makes the file of a queued export; never throws: the record says how it went. */
export async function runExport(database: Database, { exportId, claims }: ExportJobData, logger?: Logger) {
  const { db } = database;
  const record = await loadExport(db, exportId);
  // 'running': a server died making it and the job came back (server/jobs/queue.ts, leases); made again.
  if (record?.status !== 'queued' && record?.status !== 'running') return;
  await updateExport(db, exportId, { status: 'running', progress: 5 });
  try {
    const { file, fileName, ownClassIds } = await buildFile(database, record, claims);
    const stored = record.request as unknown as StoredExportRequest;
    await updateExport(db, exportId, {
      status: 'done',
      progress: 100,
      file,
      // Which classes the file holds, so a download checks the teacher still reads them.
      request: { ...stored, own_class_ids: ownClassIds } as unknown as Record<string, unknown>,
      fileName,
      expiresAt: new Date(Date.now() + exportLifetimeMs),
    });
  } catch (error) {
    logger?.error({ err: error, exportId }, 'results export failed');
    await updateExport(db, exportId, { status: 'failed', error: failureMessage });
  }
}

/**
 * Checks the scope as the results screen does, records the export and makes it: as a job when the
 * queue runs (the screen polls the progress), else in the request.
 */
export async function startExport(
  database: Database,
  queue: Queue | null,
  claims: TokenClaims,
  input: { kind: ExportKind; stored: StoredExportRequest; language: SurveyLanguage },
  logger?: Logger,
): Promise<ExportRecord> {
  const { db } = database;
  await assertSurveyLanguages(db, 'language', [input.language], 'known');
  await resolveExportScopes(db, claims, input.stored);
  const record = await createExport(db, claims.identityId, input.kind, input.stored, input.language);
  const job: ExportJobData = { exportId: record.id, claims };
  if (queue) {
    const jobId = await queue.send(exportJobName, job).catch((error: unknown) => {
      logger?.warn({ err: error, exportId: record.id }, 'export job not queued; exporting in the request');
      return null;
    });
    if (jobId) return record;
  }
  await runExport(database, job, logger);
  return (await loadExport(db, record.id)) ?? record;
}

export function resultExportJob(database: Database, logger?: Logger): JobDefinition<ExportJobData> {
  return { name: exportJobName, handle: (data) => runExport(database, data, logger) };
}
