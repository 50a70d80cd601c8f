import { renderToBuffer } from '@react-pdf/renderer';
import type { SchoolsView } from '../../../../../common/results/schoolsView';
import { reportWords } from '../../reportWords';
import { loadPdfFonts } from '../pdfFonts';
import { SchoolsViewDocument } from './SchoolsViewDocument';

/** The schools × themes view's one-page PDF, rendered in the request (one page needs no export job). */
export async function renderSchoolsViewPdf(view: SchoolsView, language: string): Promise<Buffer> {
  await loadPdfFonts();
  const printedOn = new Date().toISOString().slice(0, 10);
  return renderToBuffer(
    <SchoolsViewDocument
      view={view}
      language={language}
      words={reportWords(language)}
      printedOn={printedOn}
    />,
  );
}
