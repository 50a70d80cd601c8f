import { inflateRawSync } from 'node:zlib';
import { fileError } from './fileErrors';
import { importLimits } from './limits';

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;

export type ZipEntry = {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
};

export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

function findEndOfDirectory(buffer: Buffer): number {
  const earliest = Math.max(0, buffer.length - 22 - 0xffff);
  for (let at = buffer.length - 22; at >= earliest; at--) {
    if (buffer.readUInt32LE(at) === endOfDirectorySignature) return at;
  }
  throw fileError('zip_damaged');
}

/**
 * The entries of a zip, read from its central directory alone, refusing what is too big before
 * anything is unpacked: more than 1000 entries or more than 50 MB declared. Zip64 is refused too
 * (a workbook within the limits never needs it).
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < 22) throw fileError('zip_damaged');
  const end = findEndOfDirectory(buffer);
  const total = buffer.readUInt16LE(end + 10);
  const directorySize = buffer.readUInt32LE(end + 12);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  if (total === 0xffff || directoryOffset === 0xffffffff) throw fileError('zip_too_large_unpacked');
  if (total > importLimits.maxZipEntries) throw fileError('zip_too_many_entries');
  if (directoryOffset + directorySize > end) throw fileError('zip_damaged');

  const entries: ZipEntry[] = [];
  let unpacked = 0;
  let at = directoryOffset;
  for (let i = 0; i < total; i++) {
    if (at + 46 > end || buffer.readUInt32LE(at) !== directoryEntrySignature) throw fileError('zip_damaged');
    const nameLength = buffer.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      flags: buffer.readUInt16LE(at + 8),
      method: buffer.readUInt16LE(at + 10),
      compressedSize: buffer.readUInt32LE(at + 20),
      size: buffer.readUInt32LE(at + 24),
      name: buffer.toString('utf8', at + 46, at + 46 + nameLength),
      localHeaderOffset: buffer.readUInt32LE(at + 42),
    };
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff)
      throw fileError('zip_too_large_unpacked');
    unpacked += entry.size;
    if (unpacked > importLimits.maxUnpackedBytes) throw fileError('zip_too_large_unpacked');
    entries.push(entry);
    at += 46 + nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Unpacks every entry with its declared size as a hard ceiling, so a directory that lies about
 * sizes cannot make the workbook reader inflate more than the limits allow.
 */
function assertEntriesKeepTheirWord(buffer: Buffer, entries: ZipEntry[]): void {
  for (const entry of entries) {
    if (entry.flags & 0x1) throw fileError('zip_encrypted');
    const at = entry.localHeaderOffset;
    if (at + 30 > buffer.length || buffer.readUInt32LE(at) !== localHeaderSignature)
      throw fileError('zip_damaged');
    const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
    const data = buffer.subarray(start, start + entry.compressedSize);
    if (data.length !== entry.compressedSize) throw fileError('zip_damaged');
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.size) throw fileError('zip_damaged');
      continue;
    }
    if (entry.method !== 8) throw fileError('zip_damaged');
    let inflated: Buffer;
    try {
      inflated = inflateRawSync(data, { maxOutputLength: Math.max(entry.size, 1) });
    } catch {
      throw fileError('zip_too_large_unpacked');
    }
    if (inflated.length !== entry.size) throw fileError('zip_damaged');
  }
}

const workbookParts = ['[Content_Types].xml', 'xl/workbook.xml'];

/** A zip that may be handed to the workbook reader: within the limits and shaped like an XLSX. */
export function assertSafeXlsx(bytes: Uint8Array): void {
  const entries = readZipDirectory(bytes);
  const names = new Set(entries.map((entry) => entry.name));
  if (!workbookParts.every((part) => names.has(part))) throw fileError('not_xlsx');
  assertEntriesKeepTheirWord(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), entries);
}
