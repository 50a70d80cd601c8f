import type { ResultsInfo } from '../../../common/results/types';
import type { ExportKind } from './exportRecords';

export const exportContentTypes: Record<ExportKind, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Letters and digits of any alphabet, words joined by '-': safe in a file name on every system. */
function namePart(text: string): string {
  return text
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join('-')
    .slice(0, 60)
    .replace(/-$/, '');
}

/**
 * e.g. Demo-Basic-School_Student-survey_Autumn-2026.pdf, or Rīgas-skola_Skolēnu-aptauja_Rudens-2026.pdf:
 * school, survey and period in their own letters (sent as filename* beside an ASCII one), and `suffix`
 * for a variant. A survey's results without a period are named by their dates.
 */
export function exportFileName(
  kind: ExportKind,
  info: Pick<ResultsInfo, 'period' | 'survey_info'>,
  suffix = '',
): string {
  const { survey_info: survey } = info;
  const parts = [
    survey.organization_name,
    survey.survey_name,
    info.period?.name ?? `${survey.dates.start.slice(0, 10)} ${survey.dates.end.slice(0, 10)}`,
    suffix,
  ]
    .map(namePart)
    .filter(Boolean);
  return `${parts.join('_') || 'results'}.${kind}`;
}
