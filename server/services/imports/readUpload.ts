import type { ImportRow } from '../../db/schema';
import { readCsv } from './csvReader';
import { fileError } from './fileErrors';
import { sniffFile } from './fileSniffing';
import { importLimits } from './limits';
import type { TextEncoding } from './textDecoding';

export type ReadFile = {
  format: 'csv' | 'xlsx';
  encoding: TextEncoding | null;
  headers: string[];
  rows: ImportRow[];
};

/** exceljs (tens of MB, seconds to load) comes with the first spreadsheet, not with the server. */
const readXlsxLazily = async (bytes: Uint8Array) => (await import('./xlsxReader')).readXlsx(bytes);

const isBlank = (row: ImportRow) => row.cells.every((cell) => !cell.trim());

/** Drops empty cells at the end of a row, so a stray formatted column does not widen the file. */
function trimRow(row: ImportRow): ImportRow {
  let width = row.cells.length;
  while (width > 0 && !row.cells[width - 1].trim()) width--;
  return width === row.cells.length ? row : { line: row.line, cells: row.cells.slice(0, width) };
}

/** A CSV or XLSX upload as a header and rows, every row keeping its line in the file. */
export async function readUpload(bytes: Uint8Array): Promise<ReadFile> {
  const sniffed = sniffFile(bytes);
  const all =
    sniffed.format === 'xlsx'
      ? await readXlsxLazily(bytes)
      : readCsv(sniffed.text.replace(/^\uFEFF/, '')).rows;
  const filled = all.filter((row) => !isBlank(row)).map(trimRow);
  if (filled.length === 0) throw fileError('no_header');
  const [header, ...rows] = filled;
  if (rows.length === 0) throw fileError('no_rows');
  if (rows.length > importLimits.maxRows) throw fileError('too_many_rows');
  const width = rows.reduce((widest, row) => Math.max(widest, row.cells.length), header.cells.length);
  if (width > importLimits.maxColumns) throw fileError('too_many_columns');
  return {
    format: sniffed.format,
    encoding: sniffed.format === 'csv' ? sniffed.encoding : null,
    headers: Array.from({ length: width }, (_, i) => (header.cells[i] ?? '').trim()),
    rows,
  };
}
