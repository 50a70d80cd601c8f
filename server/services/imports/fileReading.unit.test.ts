import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { csvText, utf8, windows1257, xlsxFile, zipFile } from '../../test/importFiles';
import { sniffFile } from './fileSniffing';
import { readUpload } from './readUpload';
import { readZipDirectory } from './zipInspection';

async function problemOf(run: () => unknown): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error.errors?.[0];
    throw error;
  }
  return undefined;
}

const latvian = 'Vārds;Uzvārds;Klase\nĀris;Ķēniņš;7.a\nŽanete;Čakste;7.b\n';

describe('reading an upload', () => {
  it('decodes UTF-8 with a BOM, and Windows-1257 when the bytes are not UTF-8', async () => {
    const withBom = await readUpload(utf8(latvian, true));
    expect(withBom).toMatchObject({
      format: 'csv',
      encoding: 'utf-8',
      headers: ['Vārds', 'Uzvārds', 'Klase'],
    });
    const legacy = await readUpload(windows1257(latvian));
    expect(legacy.encoding).toBe('windows-1257');
    expect(legacy.rows.map((row) => row.cells)).toEqual([
      ['Āris', 'Ķēniņš', '7.a'],
      ['Žanete', 'Čakste', '7.b'],
    ]);
  });

  it('reads UTF-16 text with its BOM (Excel "Unicode text")', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Имя\tФамилия\nИван\tПетров\n', 'utf16le'),
    ]);
    expect((await readUpload(bytes)).rows[0].cells).toEqual(['Иван', 'Петров']);
  });

  it('skips blank rows but keeps the line numbers of the file', async () => {
    const file = await readUpload(utf8('Name,Surname\n\nAnna,Liepa\n,\nJānis,Ozols\n'));
    expect(file.rows).toEqual([
      { line: 3, cells: ['Anna', 'Liepa'] },
      { line: 5, cells: ['Jānis', 'Ozols'] },
    ]);
  });

  it('reads an XLSX by its content, with numbers as text and formulas not evaluated', async () => {
    const bytes = await xlsxFile([
      ['Name', 'Surname', 'Class', 'External id'],
      ['Anna', 'Liepa', '7.a', 1234],
      ['=HYPERLINK("x")', { formula: '1+2' }, '<i>7.b</i>', ''],
    ]);
    expect(sniffFile(bytes)).toEqual({ format: 'xlsx' });
    const file = await readUpload(bytes);
    expect(file.format).toBe('xlsx');
    expect(file.headers).toEqual(['Name', 'Surname', 'Class', 'External id']);
    expect(file.rows).toEqual([
      { line: 2, cells: ['Anna', 'Liepa', '7.a', '1234'] },
      { line: 3, cells: ['=HYPERLINK("x")', '=1+2', '<i>7.b</i>'] },
    ]);
  });

  it('refuses what is not a CSV or an XLSX, whatever it is called', async () => {
    expect(await problemOf(() => readUpload(Buffer.alloc(0)))).toBe('file: empty');
    const junk = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    expect(await problemOf(() => readUpload(junk))).toBe('file: not_readable');
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
    expect(await problemOf(() => readUpload(xls))).toBe('file: xls_not_supported');
    const notWorkbook = zipFile([{ name: 'notes.txt', data: Buffer.from('hello') }]);
    expect(await problemOf(() => readUpload(notWorkbook))).toBe('file: not_xlsx');
    expect(await problemOf(() => readUpload(utf8('Name,Surname\n')))).toBe('file: no_rows');
  });

  it('refuses a zip bomb from its directory, before unpacking anything', async () => {
    const big = zipFile([
      { name: '[Content_Types].xml', data: Buffer.from('<x/>') },
      { name: 'xl/workbook.xml', data: Buffer.alloc(60 * 1024 * 1024) },
    ]);
    expect(await problemOf(() => readUpload(big))).toBe('file: zip_too_large_unpacked');
    const many = zipFile(
      Array.from({ length: 1001 }, (_, i) => ({ name: `xl/part${i}.xml`, data: Buffer.from('x') })),
    );
    expect(await problemOf(() => readZipDirectory(many))).toBe('file: zip_too_many_entries');
  });

  it('refuses a zip whose directory lies about the unpacked size', async () => {
    const liar = zipFile([
      { name: '[Content_Types].xml', data: Buffer.from('<x/>') },
      { name: 'xl/workbook.xml', data: Buffer.alloc(10 * 1024 * 1024), declaredSize: 100 },
    ]);
    expect(readZipDirectory(liar)).toHaveLength(2);
    expect(await problemOf(() => readUpload(liar))).toBe('file: zip_too_large_unpacked');
  });

  it('finds the columns of a tab-separated CSV with quotes', async () => {
    const file = await readUpload(
      utf8(
        csvText(
          [
            ['Name', 'Surname'],
            ['Anna "Ann"', 'Liepa'],
          ],
          '\t',
        ),
      ),
    );
    expect(file.rows[0].cells).toEqual(['Anna "Ann"', 'Liepa']);
  });
});
