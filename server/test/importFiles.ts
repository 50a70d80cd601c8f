import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';

/** Names with every Latvian diacritic, for generated import files. */
export const latvianFirstNames = [
  'Anna',
  'Jānis',
  'Līga',
  'Ēriks',
  'Žanete',
  'Kārlis',
  'Ieva',
  'Mārtiņš',
  'Sanita',
  'Ģirts',
];
export const latvianSurnames = [
  'Liepiņa',
  'Bērziņš',
  'Ozola',
  'Kalniņš',
  'Čakste',
  'Šķēle',
  'Ābele',
  'Krūmiņš',
  'Egle',
  'Vītols',
];

/** A CSV text from rows of cells, quoting where needed. */
export function csvText(rows: string[][], delimiter = ','): string {
  const quote = (cell: string) =>
    cell.includes(delimiter) || cell.includes('"') || cell.includes('\n')
      ? `"${cell.replaceAll('"', '""')}"`
      : cell;
  return `${rows.map((row) => row.map(quote).join(delimiter)).join('\r\n')}\r\n`;
}

export const utf8 = (text: string, bom = false) =>
  Buffer.concat([bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(text, 'utf8')]);

export const windows1257 = (text: string) => iconv.encode(text, 'windows-1257');

/** An XLSX workbook with one sheet of these rows (a number stays a number, a {formula} a formula). */
export async function xlsxFile(
  rows: (string | number | { formula: string; result?: string })[][],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type ZipEntryInput = { name: string; data: Buffer; declaredSize?: number };

/** A zip written by hand, so tests can lie in its directory (a zip bomb that claims to be small). */
export function zipFile(entries: ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipart(
  fileName: string,
  bytes: Buffer,
  field = 'file',
  textFields: Record<string, string> = {},
) {
  const boundary = '----balss-test-boundary';
  const texts = Object.entries(textFields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const head = Buffer.from(
    `${texts}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
