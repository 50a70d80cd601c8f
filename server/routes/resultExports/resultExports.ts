import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { exportContentTypes } from '../../services/exports/exportFileName';
import { startExport } from '../../services/exports/exportJob';
import { isExpired, loadOwnExport, type StoredExportRequest } from '../../services/exports/exportRecords';
import { assertExportStillReadable } from '../../services/exports/exportScopes';
import { contentDisposition } from '../../services/files/serveFile';
import { presentExport } from './presentExport';
import { createExportBody, exportParams } from './schema';

/**
 * PDF and Excel exports of results (spec §7 Results PDF modal, Results Excel Manual modal): start one
 * for a results selection the caller may read, poll its progress, download the file until it expires.
 */
export const resultExportRoutes: RouteModule = (app, deps) => {
  const { database } = deps;
  const { db } = database;

  app.post('/results/v2/exports', { schema: { body: createExportBody } }, async (request, reply) => {
    const claims = requireAuth(request);
    const { kind, request: resultsRequest, compare_identifiers, language, variant, comment } = request.body;
    const record = await startExport(
      database,
      deps.queue,
      claims,
      {
        kind,
        stored: {
          request: resultsRequest,
          compare_identifiers: compare_identifiers ?? null,
          ...(variant === 'board' ? { variant, comment: comment?.trim() ?? '' } : {}),
        },
        language: language ?? request.interfaceLanguage,
      },
      request.log,
    );
    return reply.status(201).send(created({ id: record.id, status: record.status }));
  });

  app.get('/results/v2/exports/:id', { schema: { params: exportParams } }, async (request) => {
    const claims = requireAuth(request);
    return ok(presentExport(await loadOwnExport(db, claims.identityId, request.params.id)));
  });

  app.get('/results/v2/exports/:id/file', { schema: { params: exportParams } }, async (request, reply) => {
    const claims = requireAuth(request);
    const record = await loadOwnExport(db, claims.identityId, request.params.id);
    if (record.status !== 'done' || !record.file || isExpired(record)) throw notFound('Export file');
    await assertExportStillReadable(db, claims, record.request as unknown as StoredExportRequest);
    return reply
      .header('Content-Type', exportContentTypes[record.kind])
      .header('Content-Disposition', contentDisposition('attachment', record.fileName ?? 'results'))
      .send(Buffer.from(record.file));
  });
};
