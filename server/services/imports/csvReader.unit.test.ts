import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv, readCsv } from './csvReader';

describe('CSV reader', () => {
  it('detects semicolon, comma and tab', () => {
    expect(detectDelimiter('Vārds;Uzvārds;Klase\nJānis;Bērziņš;7.a\n')).toBe(';');
    expect(detectDelimiter('Name,Surname,Class\nAnna,Liepa,7.a\n')).toBe(',');
    expect(detectDelimiter('Имя\tФамилия\tКласс\nИван\tПетров\t8.b\n')).toBe('\t');
  });

  it('is not fooled by commas inside quoted fields of a semicolon file', () => {
    const text = 'Name;Surname;Class\n"Anna, Marija";Liepa;7.a\n"Jānis, Pēteris";Ozols;7.b\n';
    expect(detectDelimiter(text)).toBe(';');
    expect(readCsv(text).rows[1].cells).toEqual(['Anna, Marija', 'Liepa', '7.a']);
  });

  it('reads quoted fields with delimiters, doubled quotes and line breaks, keeping each row’s line', () => {
    const rows = parseCsv('a,b\r\n"x, y","say ""hi"""\r\n"two\nlines",z\nlast,row', ',');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 3, cells: ['two\nlines', 'z'] },
      { line: 5, cells: ['last', 'row'] },
    ]);
  });

  it('keeps a quote inside an unquoted field and empty cells', () => {
    expect(parseCsv('O"Brien,,x\n', ',')).toEqual([{ line: 1, cells: ['O"Brien', '', 'x'] }]);
  });

  it('keeps formulas and HTML as plain text', () => {
    const rows = parseCsv('=1+2;@SUM(A1);<b>Anna</b>\n', ';');
    expect(rows[0].cells).toEqual(['=1+2', '@SUM(A1)', '<b>Anna</b>']);
  });
});
