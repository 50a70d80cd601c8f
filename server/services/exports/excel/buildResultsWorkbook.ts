import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { type ResultsSheetInput, responsesAllowed, writeResponsesSheet } from './responsesSheet';
import { writeSummarySheet } from './summarySheet';

/**
 * The Excel export, written row by row through exceljs's streaming writer. The bytes are collected
 * for the export record, which keeps the finished file until it expires.
 */
export async function buildResultsWorkbook(
  input: ResultsSheetInput,
  onProgress: (progress: number) => Promise<void>,
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
  writeSummarySheet(workbook, input.summary, input.language);
  await onProgress(30);
  if (responsesAllowed(input.summary)) {
    const total = Math.max(1, input.summary.info.survey_info.respondentOriginCount);
    let reported = 30;
    await writeResponsesSheet(workbook, input, async (written) => {
      const progress = 30 + Math.round((60 * Math.min(written, total)) / total);
      if (progress === reported) return;
      reported = progress;
      await onProgress(progress);
    });
  }
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
