import { renderToBuffer } from '@react-pdf/renderer';
import type { ReportData } from '../reportData';
import { registerPdfFonts } from './pdfFonts';
import { ResultsDocument } from './ResultsDocument';

export async function renderResultsPdf(data: ReportData): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(<ResultsDocument data={data} />);
}
