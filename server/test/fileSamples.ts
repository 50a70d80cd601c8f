import { crc32 } from 'node:zlib';
import { utf8, zipFile } from './importFiles';

/** Small files of each kind (and disguised ones) for the file store and client data upload tests. */
export const samples = {
  png: Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(20)]),
  jpeg: Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(20)]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x1a, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(10),
  ]),
  pdf: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  svg: utf8(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>',
  ),
  html: utf8('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(60, 0x90), Buffer.from([0, 0, 0, 0, 0, 0])]),
  csv: utf8('Vārds;Uzvārds;Klase\nĀris;Ķēniņš;7.a\n'),
  ole: Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(64)]),
  docx: zipFile([
    { name: '[Content_Types].xml', data: utf8('<Types/>') },
    { name: 'word/document.xml', data: utf8('<w:document/>') },
  ]),
  xlsx: zipFile([
    { name: '[Content_Types].xml', data: utf8('<Types/>') },
    { name: 'xl/workbook.xml', data: utf8('<workbook/>') },
  ]),
  zip: zipFile([{ name: 'program.exe', data: Buffer.from('MZ') }]),
};

/** An OpenDocument file: the stored (uncompressed) "mimetype" entry first, as ODF requires. */
export function openDocument(mimetype: string): Buffer {
  const name = Buffer.from('mimetype');
  const data = Buffer.from(mimetype);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
