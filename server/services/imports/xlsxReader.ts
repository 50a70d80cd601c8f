import ExcelJS from 'exceljs';
import type { ImportRow } from '../../db/schema';
import { fileError } from './fileErrors';
import { importLimits } from './limits';
import { assertSafeXlsx } from './zipInspection';

/**
 * A cell as the text the school sees in Excel. A formula is never evaluated: its cached result is
 * taken, or, when there is none, its text (starting with "=") as plain text.
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('error' in value) return '';
  if ('result' in value && value.result !== undefined) return cellText(value.result);
  if ('formula' in value && value.formula) return `=${value.formula}`;
  if ('sharedFormula' in value) return `=${value.sharedFormula}`;
  return '';
}

/** The rows of the first worksheet that has any, after the zip has passed the size checks. */
export async function readXlsx(bytes: Uint8Array): Promise<ImportRow[]> {
  assertSafeXlsx(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    throw fileError('workbook_unreadable');
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.actualRowCount > 0);
  if (!sheet) throw fileError('no_header');
  if (sheet.rowCount > importLimits.maxRows + 1) throw fileError('too_many_rows');
  const rows: ImportRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      if (column > importLimits.maxColumns) throw fileError('too_many_columns');
      cells[column - 1] = cellText(cell.value);
    });
    rows.push({ line, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return rows;
}
