import iconv from 'iconv-lite';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1257';

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

/**
 * The text of a CSV file: UTF-8 (with or without BOM), UTF-16 with BOM (Excel's "Unicode text"),
 * or — when the bytes are not valid UTF-8 — Windows-1257, as Latvian school systems export it.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  if (startsWith(bytes, [0xff, 0xfe]))
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (startsWith(bytes, [0xfe, 0xff]))
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(Buffer.from(body), 'windows-1257'), encoding: 'windows-1257' };
  }
}

/** Control characters other than tab and line breaks, or undecodable ones: a sign of a binary file. */
function isStray(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0d) return false;
  return code < 0x20 || code === 0x7f || code === 0xfffd;
}

export function looksLikeText(text: string): boolean {
  if (text.includes('\u0000')) return false;
  const allowed = Math.max(2, text.length / 1000);
  let stray = 0;
  for (let i = 0; i < text.length; i++) {
    if (isStray(text.charCodeAt(i)) && ++stray > allowed) return false;
  }
  return true;
}
