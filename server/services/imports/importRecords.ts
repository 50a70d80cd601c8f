import { and, desc, eq, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { type ImportMapping, type ImportRow, type ImportType, imports } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';
import { detectMapping, missingRequiredFields } from './headerMapping';
import { reportOf } from './importReport';
import { emailsOf, planImport } from './plans/planImport';
import type { ReadFile } from './readUpload';
import { loadSchoolSnapshot } from './schoolSnapshot';

export type Upload = { fileName: string; bytes: Buffer };

/** Every column but the file and its rows, which can be megabytes; a few rows and their number instead. */
const detailColumns = {
  id: imports.id,
  organizationId: imports.organizationId,
  type: imports.type,
  status: imports.status,
  progress: imports.progress,
  fileName: imports.fileName,
  fileFormat: imports.fileFormat,
  fileEncoding: imports.fileEncoding,
  fileSize: imports.fileSize,
  headers: imports.headers,
  mapping: imports.mapping,
  errors: imports.errors,
  skipped: imports.skipped,
  counts: imports.counts,
  preview: imports.preview,
  failure: imports.failure,
  createdBy: imports.createdBy,
  createdAt: imports.createdAt,
  updatedAt: imports.updatedAt,
  committedAt: imports.committedAt,
  rowCount: sql<number>`jsonb_array_length(${imports.rows})`.as('row_count'),
  sampleRows: sql<ImportRow[]>`jsonb_path_query_array(${imports.rows}, '$[0 to 4]')`.as('sample_rows'),
};

export type ImportDetail = Awaited<ReturnType<typeof loadImport>>;

/** An import of this school, never of another (404). */
export async function loadImport(db: Db, schoolId: number, importId: number) {
  const [row] = await db
    .select(detailColumns)
    .from(imports)
    .where(and(eq(imports.id, importId), eq(imports.organizationId, schoolId)));
  if (!row) throw notFound('Import');
  return row;
}

export async function listImports(db: Db, schoolId: number) {
  const {
    rowCount: _rows,
    sampleRows: _sample,
    errors: _errors,
    skipped: _skipped,
    preview: _p,
    ...columns
  } = detailColumns;
  return db
    .select(columns)
    .from(imports)
    .where(eq(imports.organizationId, schoolId))
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(100);
}

/** The report for the rows under a mapping, checked against the school as it is now. */
export async function checkRows(
  db: Db,
  schoolId: number,
  type: ImportType,
  rows: ImportRow[],
  mapping: ImportMapping,
) {
  const snapshot = await loadSchoolSnapshot(db, schoolId, type, emailsOf(rows, mapping));
  return reportOf(planImport(type, rows, mapping, snapshot), rows, mapping);
}

/** The columns a read file fills: rows, detected mapping and, when every required column is found, its report. */
async function fileColumns(db: Db, schoolId: number, type: ImportType, upload: Upload, file: ReadFile) {
  const mapping = detectMapping(type, file.headers);
  const complete = missingRequiredFields(type, mapping).length === 0;
  const report = complete ? await checkRows(db, schoolId, type, file.rows, mapping) : null;
  return {
    status: complete ? ('previewed' as const) : ('uploaded' as const),
    progress: 0,
    fileName: upload.fileName,
    fileFormat: file.format,
    fileEncoding: file.encoding,
    fileSize: upload.bytes.length,
    fileBytes: upload.bytes,
    headers: file.headers,
    rows: file.rows,
    mapping,
    errors: report?.errors ?? [],
    skipped: report?.skipped ?? [],
    counts: report?.counts ?? null,
    preview: report?.preview ?? null,
    failure: null,
    updatedAt: new Date(),
  };
}

export async function createImport(
  db: Db,
  claims: TokenClaims,
  schoolId: number,
  type: ImportType,
  upload: Upload,
  file: ReadFile,
) {
  const values = await fileColumns(db, schoolId, type, upload, file);
  const [row] = await db
    .insert(imports)
    .values({ ...values, organizationId: schoolId, type, createdBy: claims.identityId })
    .returning({ id: imports.id });
  await recordEvent(db, claims, {
    category: 'Imports',
    action: 'Uploaded import file',
    details: { import_id: row.id, type, rows: file.rows.length, format: file.format },
  });
  return loadImport(db, schoolId, row.id);
}

const changeable = ['uploaded', 'previewed', 'failed'];

function assertChangeable(row: { status: string }) {
  if (!changeable.includes(row.status))
    throw new AppError(
      'conflict',
      row.status === 'committed'
        ? 'This import has been committed already'
        : 'This import is being committed',
    );
}

export async function replaceImportFile(
  db: Db,
  schoolId: number,
  importId: number,
  upload: Upload,
  file: ReadFile,
) {
  const current = await loadImport(db, schoolId, importId);
  assertChangeable(current);
  const values = await fileColumns(db, schoolId, current.type, upload, file);
  await db.update(imports).set(values).where(eq(imports.id, importId));
  return loadImport(db, schoolId, importId);
}

export async function saveMapping(db: Db, schoolId: number, importId: number, mapping: ImportMapping) {
  const current = await loadImport(db, schoolId, importId);
  assertChangeable(current);
  const [{ rows }] = await db.select({ rows: imports.rows }).from(imports).where(eq(imports.id, importId));
  const report = await checkRows(db, schoolId, current.type, rows, mapping);
  await db
    .update(imports)
    .set({ ...report, mapping, status: 'previewed', failure: null, updatedAt: new Date() })
    .where(eq(imports.id, importId));
  return loadImport(db, schoolId, importId);
}

export async function discardImport(db: Db, claims: TokenClaims, schoolId: number, importId: number) {
  const current = await loadImport(db, schoolId, importId);
  assertChangeable(current);
  await db.delete(imports).where(eq(imports.id, importId));
  await recordEvent(db, claims, {
    category: 'Imports',
    action: 'Discarded import',
    details: { import_id: importId, type: current.type },
  });
}
