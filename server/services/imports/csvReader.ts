import type { ImportRow } from '../../db/schema';

export type Delimiter = ',' | ';' | '\t';
const candidates: Delimiter[] = [';', ',', '\t'];

/**
 * The records of a CSV text, each with the line it starts on. Quoted fields may hold the delimiter,
 * line breaks and doubled quotes; a quote inside an unquoted field is kept as it is.
 */
export function parseCsv(text: string, delimiter: Delimiter, limit = Number.POSITIVE_INFINITY): ImportRow[] {
  const rows: ImportRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let fieldStart = true;
  let line = 1;
  let rowLine = 1;
  const endCell = () => {
    cells.push(cell);
    cell = '';
    fieldStart = true;
  };
  const endRow = () => {
    endCell();
    rows.push({ line: rowLine, cells });
    cells = [];
  };
  for (let i = 0; i < text.length && rows.length < limit; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line++;
        cell += char;
      }
      continue;
    }
    if (char === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (char === delimiter) endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else {
      cell += char;
      fieldStart = false;
    }
  }
  if (rows.length < limit && (cell !== '' || cells.length > 0 || quoted)) endRow();
  return rows;
}

/**
 * The delimiter that splits the first lines most consistently into the most columns:
 * semicolon (Excel in Latvia and Russia), comma or tab.
 */
export function detectDelimiter(text: string): Delimiter {
  let best: { delimiter: Delimiter; score: number } = { delimiter: ',', score: 0 };
  const sample = text.slice(0, 64 * 1024);
  for (const delimiter of candidates) {
    const rows = parseCsv(sample, delimiter, 20).filter((row) => row.cells.some((cell) => cell.trim()));
    if (rows.length === 0) continue;
    const width = rows[0].cells.length;
    if (width < 2) continue;
    const consistent = rows.filter((row) => row.cells.length === width).length / rows.length;
    const score = consistent * 1000 + width;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

export function readCsv(text: string): { delimiter: Delimiter; rows: ImportRow[] } {
  const delimiter = detectDelimiter(text);
  return { delimiter, rows: parseCsv(text, delimiter) };
}
