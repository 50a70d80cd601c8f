import type { PeriodIdentifiers } from '../../../common/results/types';
import type { ExportKind } from './exportRecords';

export const exportContentTypes: Record<ExportKind, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** e.g. results-period-12-2026-04-01.pdf: plain ASCII, safe in any Content-Disposition. */
export function exportFileName(kind: ExportKind, identifiers: PeriodIdentifiers, now = new Date()): string {
  return `results-${identifiers.type.replace('_', '-')}-${identifiers.id}-${now.toISOString().slice(0, 10)}.${kind}`;
}
