import { renderToBuffer } from '@react-pdf/renderer';
import type { ReportData } from '../reportData';
import { loadPdfFonts } from './pdfFonts';
import { ResultsDocument } from './ResultsDocument';

export async function renderResultsPdf(data: ReportData): Promise<Buffer> {
  await loadPdfFonts();
  return renderToBuffer(<ResultsDocument data={data} />);
}
