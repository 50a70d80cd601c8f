import { requireAuth } from '../../auth/authenticate';
import type { App, RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { presentImport, presentImportSummary } from '../../presenters/import';
import { startCommit } from '../../services/imports/commitImport';
import { checkMapping } from '../../services/imports/headerMapping';
import {
  createImport,
  discardImport,
  listImports,
  loadImport,
  replaceImportFile,
  saveMapping,
} from '../../services/imports/importRecords';
import { prerequisiteOf } from '../../services/imports/importReport';
import { readUpload } from '../../services/imports/readUpload';
import { assertPrerequisites, schoolCounts } from '../../services/imports/schoolReadiness';
import { loadSchoolFor } from '../../services/respondents/schoolScope';
import { importParams, mappingBody, replaceFileQuery, schoolParams, uploadQuery } from './schema';
import { acceptUploads, readUploadedFile } from './uploadBody';

/**
 * Imports of client data into a school, all with manage_respondents there: upload (CSV or XLSX),
 * choose the columns, see the report, commit all rows or none.
 */
export const importRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  app.register(async (scope: App) => {
    await acceptUploads(scope);

    scope.post(
      '/school/:schoolId/imports',
      { schema: { params: schoolParams, querystring: uploadQuery } },
      async (request, reply) => {
        const claims = requireAuth(request);
        const school = await loadSchoolFor(db, claims, request.params.schoolId, 'manage');
        await assertPrerequisites(db, school.id, request.query.type);
        const upload = await readUploadedFile(request, request.query.file_name);
        const file = await readUpload(upload.bytes);
        const record = await createImport(db, claims, school.id, request.query.type, upload, file);
        return reply.status(201).send(created(presentImport(record)));
      },
    );

    scope.put(
      '/school/:schoolId/imports/:importId/file',
      { schema: { params: importParams, querystring: replaceFileQuery } },
      async (request) => {
        const claims = requireAuth(request);
        const school = await loadSchoolFor(db, claims, request.params.schoolId, 'manage');
        await loadImport(db, school.id, request.params.importId);
        const upload = await readUploadedFile(request, request.query.file_name);
        const file = await readUpload(upload.bytes);
        return ok(
          presentImport(await replaceImportFile(db, school.id, request.params.importId, upload, file)),
        );
      },
    );
  });

  app.get('/school/:schoolId/imports', { schema: { params: schoolParams } }, async (request) => {
    const school = await loadSchoolFor(db, requireAuth(request), request.params.schoolId, 'manage');
    return ok((await listImports(db, school.id)).map(presentImportSummary));
  });

  /** What the school has, and which imports it is ready for (teachers need classes, parents students). */
  app.get('/school/:schoolId/imports/overview', { schema: { params: schoolParams } }, async (request) => {
    const school = await loadSchoolFor(db, requireAuth(request), request.params.schoolId, 'manage');
    const counts = await schoolCounts(db, school.id);
    const missing = Object.fromEntries(
      Object.entries(prerequisiteOf).map(([type, needed]) => [
        type,
        needed && counts[needed] === 0 ? needed : null,
      ]),
    );
    return ok({ counts, missing });
  });

  app.get('/school/:schoolId/imports/:importId', { schema: { params: importParams } }, async (request) => {
    const school = await loadSchoolFor(db, requireAuth(request), request.params.schoolId, 'manage');
    return ok(presentImport(await loadImport(db, school.id, request.params.importId)));
  });

  app.put(
    '/school/:schoolId/imports/:importId/mapping',
    { schema: { params: importParams, body: mappingBody } },
    async (request) => {
      const school = await loadSchoolFor(db, requireAuth(request), request.params.schoolId, 'manage');
      const current = await loadImport(db, school.id, request.params.importId);
      const mapping = checkMapping(current.type, request.body.mapping, current.headers.length);
      return ok(presentImport(await saveMapping(db, school.id, current.id, mapping)));
    },
  );

  /** 200 when committed in the request; 202 when a job commits it (poll GET for progress). */
  app.post(
    '/school/:schoolId/imports/:importId/commit',
    { schema: { params: importParams } },
    async (request, reply) => {
      const claims = requireAuth(request);
      const school = await loadSchoolFor(db, claims, request.params.schoolId, 'manage');
      const { running, record } = await startCommit(
        deps.database,
        deps.queue,
        claims,
        school.id,
        request.params.importId,
        request.log,
      );
      return reply
        .status(running ? 202 : 200)
        .send({ status: running ? 202 : 200, data: presentImport(record) });
    },
  );

  app.delete('/school/:schoolId/imports/:importId', { schema: { params: importParams } }, async (request) => {
    const claims = requireAuth(request);
    const school = await loadSchoolFor(db, claims, request.params.schoolId, 'manage');
    await discardImport(db, claims, school.id, request.params.importId);
    return ok(null);
  });
};
