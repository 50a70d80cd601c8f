import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/authenticate';
import type { App } from '../../deps';
import { AppError } from '../../http/errors';
import { fileError } from '../../services/imports/fileErrors';
import type { Upload } from '../../services/imports/importRecords';
import { importLimits } from '../../services/imports/limits';

const tooLarge = new Set(['FST_ERR_CTP_BODY_TOO_LARGE', 'FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT']);

/** An upload scope's limits; the imports' by default (client data uploads use them as they are). */
export type UploadScopeLimits = {
  maxFileBytes: number;
  /** Bytes of one text field sent beside the file (a message). */
  maxFieldBytes: number;
  tooLarge: () => AppError;
};

const importUploadLimits: UploadScopeLimits = {
  maxFileBytes: importLimits.maxFileBytes,
  maxFieldBytes: 1024,
  tooLarge: () => fileError('too_large'),
};

/**
 * Lets the routes of this scope take a file: multipart/form-data (nothing is written to disk) or
 * any other content type as raw bytes, both up to the upload limit, with a clear 413 past it.
 */
export async function acceptUploads(
  scope: App,
  limits: UploadScopeLimits = importUploadLimits,
): Promise<void> {
  // Strangers are turned away before their body is read.
  scope.addHook('preParsing', async (request) => {
    requireAuth(request);
  });
  await scope.register(fastifyMultipart, {
    limits: { fileSize: limits.maxFileBytes, files: 1, fields: 5, fieldSize: limits.maxFieldBytes, parts: 6 },
  });
  scope.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: limits.maxFileBytes },
    (_request, body, done) => done(null, body),
  );
  scope.setErrorHandler((error: FastifyError) => {
    throw tooLarge.has(error.code) ? limits.tooLarge() : error;
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
  return (await readUploadedForm(request, nameFromQuery)).upload;
}

/**
 * The file and, in a multipart form, the text fields sent before it (a raw body has none). A field cut
 * at the scope's limit is refused rather than kept short.
 */
export async function readUploadedForm(
  request: FastifyRequest,
  nameFromQuery?: string,
): Promise<{ upload: Upload; fields: Record<string, string> }> {
  if (request.isMultipart()) {
    const part = await request.file();
    if (!part) throw new AppError('validation_failed', 'Attach the file', ['file: is required']);
    const fields: Record<string, string> = {};
    for (const [name, field] of Object.entries(part.fields)) {
      const value = Array.isArray(field) ? field[0] : field;
      if (value && value.type === 'field') {
        if (value.valueTruncated) throw fieldTooLong(name);
        fields[name] = String(value.value);
      }
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw fileError('too_large');
    return { upload: { fileName: displayFileName(part.filename), bytes }, fields };
  }
  const body = request.body;
  if (!Buffer.isBuffer(body) || body.length === 0) throw fileError('empty');
  return { upload: { fileName: displayFileName(nameFromQuery), bytes: body }, fields: {} };
}

const fieldTooLong = (name: string) =>
  new AppError('validation_failed', `${name}: is too long`, [`${name.slice(0, 50)}: is too long`]);
