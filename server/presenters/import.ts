import { missingRequiredFields } from '../services/imports/headerMapping';
import { importFields } from '../services/imports/importFields';
import type { ImportDetail } from '../services/imports/importRecords';

type ImportSummaryRow = Pick<
  ImportDetail,
  | 'id'
  | 'organizationId'
  | 'type'
  | 'status'
  | 'progress'
  | 'fileName'
  | 'fileFormat'
  | 'fileSize'
  | 'counts'
  | 'failure'
  | 'createdBy'
  | 'createdAt'
  | 'updatedAt'
  | 'committedAt'
>;

/** An import in a list: what it is, how far it got, its numbers. */
export function presentImportSummary(row: ImportSummaryRow) {
  return {
    id: row.id,
    organization_id: row.organizationId,
    type: row.type,
    status: row.status,
    progress: row.progress,
    file_name: row.fileName,
    file_format: row.fileFormat,
    file_size: row.fileSize,
    counts: row.counts,
    failure: row.failure,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    committed_at: row.committedAt?.toISOString() ?? null,
  };
}

/** An import with everything the wizard shows: columns, mapping, first rows, report. */
export function presentImport(row: ImportDetail) {
  const missing = missingRequiredFields(row.type, row.mapping);
  return {
    ...presentImportSummary(row),
    file_encoding: row.fileEncoding,
    row_count: row.rowCount,
    headers: row.headers,
    sample_rows: row.sampleRows,
    fields: importFields[row.type].map((field) => ({ key: field.key, required: field.required })),
    mapping: row.mapping,
    missing_fields: missing,
    preview: row.preview,
    errors: row.errors,
    skipped: row.skipped,
    can_commit:
      (row.status === 'previewed' || row.status === 'failed') &&
      !!row.counts &&
      row.counts.errors === 0 &&
      row.counts.valid > 0 &&
      missing.length === 0,
  };
}

export type PresentedImport = ReturnType<typeof presentImport>;
