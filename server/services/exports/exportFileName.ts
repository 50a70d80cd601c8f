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

/** `parts` (school, survey, period…) in their own letters joined by '_', e.g. Rīgas-skola_Skolēnu-aptauja.pdf. */
export function fileNameOf(parts: string[], extension: string, fallback: string): string {
  const named = parts.map(namePart).filter(Boolean);
  return `${named.join('_') || fallback}.${extension}`;
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
  return fileNameOf(
    [
      survey.organization_name,
      survey.survey_name,
      info.period?.name ?? `${survey.dates.start.slice(0, 10)} ${survey.dates.end.slice(0, 10)}`,
      suffix,
    ],
    kind,
    'results',
  );
}
