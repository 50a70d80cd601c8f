import type { SchoolsView } from '../../../common/results/schoolsView';
import type { Db } from '../../db/client';
import { loadReportWords } from './reportWords';
import { schoolsViewFileName } from './schoolsViewFigures';

/**
 * The view as an Excel file or a one-page PDF with its file name, in the reader's language (its words as
 * the translations table has them).
 */
export async function schoolsViewFile(
  db: Db,
  view: SchoolsView,
  format: 'xlsx' | 'pdf',
  language: string,
): Promise<{ name: string; bytes: Buffer }> {
  await loadReportWords(db, language);
  const name = schoolsViewFileName(view, format, language);
  if (format === 'pdf') {
    const { renderSchoolsViewPdf } = await import('./pdf/schoolsView/renderSchoolsViewPdf');
    return { name, bytes: await renderSchoolsViewPdf(view, language) };
  }
  const { buildSchoolsViewWorkbook } = await import('./excel/schoolsViewWorkbook');
  return { name, bytes: await buildSchoolsViewWorkbook(view, language) };
}
