import { renderToBuffer } from '@react-pdf/renderer';
import type { ReportData } from '../reportData';
import { BoardDocument } from './BoardDocument';
import { loadPdfFonts } from './pdfFonts';
import { ResultsDocument } from './ResultsDocument';

/** The full report, or with `board` the two pages for the board with the principal's comment. */
export async function renderResultsPdf(
  data: ReportData,
  board: { comment: string } | null = null,
): Promise<Buffer> {
  await loadPdfFonts();
  return renderToBuffer(
    board ? <BoardDocument data={data} comment={board.comment} /> : <ResultsDocument data={data} />,
  );
}
