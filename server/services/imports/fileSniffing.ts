import { fileError } from './fileErrors';
import { decodeText, looksLikeText, type TextEncoding } from './textDecoding';
import { isZip } from './zipInspection';

export type SniffedFile = { format: 'xlsx' } | { format: 'csv'; text: string; encoding: TextEncoding };

const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** What a file is, from its bytes alone (never its name): a zip is a workbook, decodable text a CSV. */
export function sniffFile(bytes: Uint8Array): SniffedFile {
  if (bytes.length === 0) throw fileError('empty');
  if (isZip(bytes)) return { format: 'xlsx' };
  if (oleSignature.every((byte, i) => bytes[i] === byte)) throw fileError('xls_not_supported');
  const { text, encoding } = decodeText(bytes);
  if (!looksLikeText(text)) throw fileError('not_readable');
  if (!text.trim()) throw fileError('empty');
  return { format: 'csv', text, encoding };
}
