import { and, eq, lt } from 'drizzle-orm';
import type { SurveyLanguage } from '../../../common/languages';
import type { PeriodIdentifiers, ResultsRequest } from '../../../common/results/types';
import type { Db } from '../../db/client';
import { resultExports } from '../../db/schema';
import { notFound } from '../../http/errors';

/** How long a finished file stays downloadable. */
export const exportLifetimeMs = 60 * 60 * 1000;

export type ExportKind = (typeof resultExports.$inferSelect)['kind'];
export type ExportRecord = typeof resultExports.$inferSelect;
/**
 * What an export was asked for, kept in the record so the job reads it back. `own_class_ids`: the
 * classes a teacher's file was made of (null: all of the scope), written by the job with the file.
 */
export type StoredExportRequest = {
  request: ResultsRequest;
  compare_identifiers: PeriodIdentifiers | null;
  own_class_ids?: number[] | null;
  /** A PDF's variant: the whole report, or the two pages for the board with the principal's comment. */
  variant?: 'full' | 'board';
  comment?: string;
};

export async function createExport(
  db: Db,
  identityId: number,
  kind: ExportKind,
  stored: StoredExportRequest,
  language: SurveyLanguage,
): Promise<ExportRecord> {
  const [row] = await db
    .insert(resultExports)
    .values({
      identityId,
      kind,
      request: stored as unknown as Record<string, unknown>,
      language,
      expiresAt: new Date(Date.now() + exportLifetimeMs),
    })
    .returning();
  return row;
}

/** An export of the asking identity; anyone else's, or an unknown id, is not found. */
export async function loadOwnExport(db: Db, identityId: number, id: string): Promise<ExportRecord> {
  const [row] = await db
    .select()
    .from(resultExports)
    .where(and(eq(resultExports.id, id), eq(resultExports.identityId, identityId)));
  if (!row) throw notFound('Export');
  return row;
}

export async function loadExport(db: Db, id: string): Promise<ExportRecord | undefined> {
  const [row] = await db.select().from(resultExports).where(eq(resultExports.id, id));
  return row;
}

export async function updateExport(
  db: Db,
  id: string,
  values: Partial<
    Pick<ExportRecord, 'status' | 'progress' | 'fileName' | 'file' | 'error' | 'expiresAt' | 'request'>
  >,
): Promise<void> {
  await db.update(resultExports).set(values).where(eq(resultExports.id, id));
}

export function isExpired(record: ExportRecord, now = new Date()): boolean {
  return record.expiresAt.getTime() <= now.getTime();
}

/** Housekeeping: expired exports go, file and record. */
export async function deleteExpiredExports(db: Db, now = new Date()): Promise<void> {
  await db.delete(resultExports).where(lt(resultExports.expiresAt, now));
}
