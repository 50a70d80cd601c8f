import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * A workbook written through exceljs's streaming writer by `write`, its bytes collected for the caller
 * (an export record, or a download made in the request).
 */
export async function streamedWorkbook(
  write: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => void,
): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useSharedStrings: false,
    useStyles: false,
  });
  write(workbook);
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
