import { decodeText, looksLikeText } from '../imports/textDecoding';
import { isZip, readZipDirectory } from '../imports/zipInspection';

/**
 * The kinds of file the platform stores, each with the names it goes by and how it is served. A file's
 * kind comes from its bytes (magic numbers, a zip's entries, decodable text); its name only says which
 * kind the sender claims, and the two must agree.
 */
export const fileKinds = {
  png: { label: 'PNG image', contentType: 'image/png', extensions: ['png'] },
  jpeg: { label: 'JPEG image', contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  gif: { label: 'GIF image', contentType: 'image/gif', extensions: ['gif'] },
  webp: { label: 'WebP image', contentType: 'image/webp', extensions: ['webp'] },
  svg: { label: 'SVG image', contentType: 'image/svg+xml', extensions: ['svg'] },
  pdf: { label: 'PDF document', contentType: 'application/pdf', extensions: ['pdf'] },
  docx: {
    label: 'Word document (.docx)',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  xlsx: {
    label: 'Excel workbook (.xlsx)',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
  },
  pptx: {
    label: 'PowerPoint presentation (.pptx)',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
  },
  odt: {
    label: 'OpenDocument text',
    contentType: 'application/vnd.oasis.opendocument.text',
    extensions: ['odt'],
  },
  ods: {
    label: 'OpenDocument spreadsheet',
    contentType: 'application/vnd.oasis.opendocument.spreadsheet',
    extensions: ['ods'],
  },
  odp: {
    label: 'OpenDocument presentation',
    contentType: 'application/vnd.oasis.opendocument.presentation',
    extensions: ['odp'],
  },
  /** Old Office files (.xls, .doc) share one container format; their bytes cannot tell them apart cheaply. */
  legacy_office: {
    label: 'old Office document (.xls, .doc)',
    contentType: 'application/octet-stream',
    extensions: ['xls', 'doc'],
  },
  csv: { label: 'CSV text', contentType: 'text/csv; charset=utf-8', extensions: ['csv'] },
  txt: { label: 'plain text', contentType: 'text/plain; charset=utf-8', extensions: ['txt'] },
} as const;

export type FileKind = keyof typeof fileKinds;

/** Images a page may show in place (<img>): a browser never runs anything in them. */
export const inlineKinds: ReadonlySet<FileKind> = new Set(['png', 'jpeg', 'gif', 'webp']);

/** What the bytes are; `html`, `zip` and `unknown` are never stored, `text` is a CSV or plain text. */
export type DetectedKind =
  | Exclude<FileKind, 'csv' | 'txt'>
  | 'text'
  | 'html'
  | 'xml'
  | 'zip'
  | 'damaged_zip'
  | 'unknown';

const detectedLabels: Record<'text' | 'html' | 'xml' | 'zip' | 'damaged_zip' | 'unknown', string> = {
  text: 'plain text',
  html: 'a web page (HTML)',
  xml: 'an XML document',
  zip: 'a zip archive',
  damaged_zip: 'a damaged zip archive',
  unknown: 'of an unknown type',
};

/** "a PNG image", "an Excel workbook", "an SVG image": the article as the words are said. */
export function withArticle(label: string): string {
  const vowelSound = /^[aeiou]/i.test(label) || /^[FHLMNRSX][A-Z]/.test(label);
  return `${vowelSound ? 'an' : 'a'} ${label}`;
}

export function describeDetected(kind: DetectedKind): string {
  return kind in detectedLabels
    ? detectedLabels[kind as keyof typeof detectedLabels]
    : withArticle(fileKinds[kind as FileKind].label);
}

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const odfTypes: Record<string, DetectedKind> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

/** An OpenDocument file starts with the stored entry "mimetype" naming its type (ODF 1.2 §3.3). */
function openDocumentKind(bytes: Uint8Array): DetectedKind | null {
  if (!startsWith(bytes, ascii('mimetype'), 30)) return null;
  const head = Buffer.from(bytes.subarray(38, 38 + 80)).toString('latin1');
  const found = Object.keys(odfTypes).find(
    (type) => head.startsWith(type) && !/[a-z-]/.test(head[type.length] ?? ''),
  );
  return found ? odfTypes[found] : null;
}

function zipKind(bytes: Uint8Array): DetectedKind {
  let names: string[];
  try {
    names = readZipDirectory(bytes).map((entry) => entry.name);
  } catch {
    return 'damaged_zip';
  }
  const odf = openDocumentKind(bytes);
  if (odf) return odf;
  if (!names.includes('[Content_Types].xml')) return 'zip';
  if (names.some((name) => name.startsWith('xl/'))) return 'xlsx';
  if (names.some((name) => name.startsWith('word/'))) return 'docx';
  if (names.some((name) => name.startsWith('ppt/'))) return 'pptx';
  return 'zip';
}

/** Markup a browser would render as a page: refused whatever the file is called. */
const pageMarkup = /^<(!doctype\s+html|html|head|body|script|iframe|object|embed|meta|title|style|a\s)/i;

function textKind(bytes: Uint8Array): DetectedKind {
  const { text } = decodeText(bytes);
  if (!looksLikeText(text)) return 'unknown';
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (pageMarkup.test(start)) return 'html';
  // An SVG may open with an XML declaration, comments and a doctype before its root element.
  const root = start.replace(/^(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!doctype[^>]*>|\s+)*/i, '');
  if (/^<svg[\s>]/i.test(root)) return 'svg';
  if (start.startsWith('<?xml') || /^<[a-z][\w:-]*[\s>]/i.test(root))
    return /<html[\s>]/i.test(text) ? 'html' : 'xml';
  return 'text';
}

/** What a file is, from its bytes alone. */
export function detectKind(bytes: Uint8Array): DetectedKind {
  if (startsWith(bytes, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (isZip(bytes)) return zipKind(bytes);
  if (startsWith(bytes, oleSignature)) return 'legacy_office';
  return textKind(bytes);
}

/** An SVG that could run script when opened on its own (it is only ever sent as a download, but a logo needs none). */
export function svgHasScript(bytes: Uint8Array): boolean {
  const text = decodeText(bytes).text;
  return /<script[\s>]|\son[a-z]+\s*=|javascript:|<foreignObject[\s>]/i.test(text);
}

/** The kind a file name claims: its extension, lower-cased, or null when it has none we know. */
export function kindOfName(fileName: string): FileKind | null {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase();
  if (!extension) return null;
  const entry = Object.entries(fileKinds).find(([, kind]) =>
    (kind.extensions as readonly string[]).includes(extension),
  );
  return entry ? (entry[0] as FileKind) : null;
}

/** Whether what the bytes are is what the name claims (any decodable text will do for CSV and plain text). */
export function bytesMatchName(claimed: FileKind, detected: DetectedKind): boolean {
  if (claimed === 'csv' || claimed === 'txt') return detected === 'text';
  return claimed === detected;
}

export const extensionsOf = (kinds: readonly FileKind[]) =>
  kinds.flatMap((kind) => fileKinds[kind].extensions);
