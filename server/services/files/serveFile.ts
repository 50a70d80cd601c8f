import type { FastifyReply } from 'fastify';
import { type FileKind, fileKinds, inlineKinds } from './fileKinds';

/** The name in plain ASCII for old clients: diacritics dropped, anything else that could break the header replaced. */
function asciiName(name: string): string {
  const plain = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return plain.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'file';
}

/** RFC 6266: `filename` in ASCII beside `filename*` in UTF-8, so "Vadlīnijas.pdf" keeps its letters. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  return `${type}; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Sends a stored file so that the browser can never run it as part of the app: its real type (from its
 * bytes), nosniff, a sandboxing policy that allows nothing, and a download for everything but raster
 * images (HTML is never stored; SVG, XML-based office files, PDF and text are attachments).
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { name: string; kind: FileKind; bytes: Buffer },
  options: { forceDownload?: boolean } = {},
) {
  const inline = inlineKinds.has(file.kind) && !options.forceDownload;
  return reply
    .header('Content-Type', fileKinds[file.kind].contentType)
    .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'none'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Content-Length', String(file.bytes.length))
    .send(file.bytes);
}
