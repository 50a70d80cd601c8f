import type { SchoolsView } from '../../../common/results/schoolsView';
import type { Db } from '../../db/client';
import { loadReportWords } from './reportWords';

/** The view as an Excel file or a one-page PDF, in the reader's language (its words as the translations table has them). */
export async function schoolsViewFile(
  db: Db,
  view: SchoolsView,
  format: 'xlsx' | 'pdf',
  language: string,
): Promise<Buffer> {
  await loadReportWords(db, language);
  if (format === 'pdf') {
    const { renderSchoolsViewPdf } = await import('./pdf/schoolsView/renderSchoolsViewPdf');
    return renderSchoolsViewPdf(view, language);
  }
  const { buildSchoolsViewWorkbook } = await import('./excel/schoolsViewWorkbook');
  return buildSchoolsViewWorkbook(view, language);
}
