import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/authenticate';
import type { App } from '../../deps';
import { AppError } from '../../http/errors';
import { fileError } from '../../services/imports/fileErrors';
import type { Upload } from '../../services/imports/importRecords';
import { importLimits } from '../../services/imports/limits';

const tooLarge = new Set(['FST_ERR_CTP_BODY_TOO_LARGE', 'FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT']);

/**
 * Lets the routes of this scope take a file: multipart/form-data (nothing is written to disk) or
 * any other content type as raw bytes, both up to the upload limit, with a clear 413 past it.
 */
export async function acceptUploads(scope: App): Promise<void> {
  // Strangers are turned away before their body is read.
  scope.addHook('preParsing', async (request) => {
    requireAuth(request);
  });
  await scope.register(fastifyMultipart, {
    limits: { fileSize: importLimits.maxFileBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  scope.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: importLimits.maxFileBytes },
    (_request, body, done) => done(null, body),
  );
  scope.setErrorHandler((error: FastifyError) => {
    throw tooLarge.has(error.code) ? fileError('too_large') : error;
  });
}

/** Only the last part of a name, without control characters: for display, never a path. */
export function displayFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return clean || 'upload';
}

export async function readUploadedFile(request: FastifyRequest, nameFromQuery?: string): Promise<Upload> {
  if (request.isMultipart()) {
    const part = await request.file();
    if (!part) throw new AppError('validation_failed', 'Attach the file', ['file: is required']);
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw fileError('too_large');
    return { fileName: displayFileName(part.filename), bytes };
  }
  const body = request.body;
  if (!Buffer.isBuffer(body) || body.length === 0) throw fileError('empty');
  return { fileName: displayFileName(nameFromQuery), bytes: body };
}
