import type { ExportRecord } from '../../services/exports/exportRecords';

export function presentExport(record: ExportRecord) {
  return {
    id: record.id,
    kind: record.kind,
    status: record.status,
    progress: record.progress,
    file_name: record.status === 'done' ? record.fileName : null,
    expires_at: record.expiresAt.toISOString(),
    error: record.error,
  };
}
