import { requireAuth } from '../../auth/authenticate';
import type { App, RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { requireSuperAdmin } from '../../policies/superAdmin';
import {
  clientDataPolicy,
  listAllUploads,
  listSchoolUploads,
  loadAnyUpload,
  loadSchoolUpload,
  presentSchoolUpload,
  readUploadFile,
  sendClientDataUpload,
  setUploadState,
  withdrawUpload,
} from '../../services/files/clientDataUploads';
import { fileStorageFor } from '../../services/files/fileStorage';
import { sendStoredFile } from '../../services/files/serveFile';
import { fileError } from '../../services/imports/fileErrors';
import { loadSchoolFor } from '../../services/respondents/schoolScope';
import { acceptUploads, readUploadedForm } from '../imports/uploadBody';
import {
  adminListQuery,
  messageField,
  schoolParams,
  schoolUploadParams,
  sendQuery,
  stateBody,
  uploadParams,
} from './schema';

/** Bytes of the message field in a form: 2000 characters of Latvian or Russian fit. */
const maxMessageBytes = 8 * 1024;

/**
 * Client data uploads (/client-data-upload, /admin/client-data-upload): a school's staff with
 * manage_respondents send the platform team a data file with a message and follow its state; the
 * team (super-admins) lists every upload, downloads it and sets its state. Same upload limits and
 * upload code as the imports.
 */
export const clientDataUploadRoutes: RouteModule = (app, { database }) => {
  const { db } = database;
  const storage = fileStorageFor(db);
  const schoolBase = '/school/:schoolId/client-data-uploads';

  app.register(async (scope: App) => {
    await acceptUploads(scope, {
      maxFileBytes: clientDataPolicy.maxBytes,
      maxFieldBytes: maxMessageBytes,
      tooLarge: () => fileError('too_large'),
    });

    scope.post(
      schoolBase,
      { schema: { params: schoolParams, querystring: sendQuery } },
      async (request, reply) => {
        const claims = requireAuth(request);
        const school = await loadSchoolFor(db, claims, request.params.schoolId, 'manage');
        const { upload, fields } = await readUploadedForm(request, request.query.file_name);
        const message = messageField.safeParse(fields.message ?? request.query.message ?? '');
        if (!message.success) {
          const reason = message.error.issues[0]?.message ?? 'message: is not valid';
          throw new AppError('validation_failed', reason, [reason]);
        }
        const sent = await sendClientDataUpload(db, storage, claims, school.id, upload, message.data);
        return reply.status(201).send(created(sent));
      },
    );
  });

  app.get(schoolBase, { schema: { params: schoolParams } }, async (request) => {
    const school = await loadSchoolFor(db, requireAuth(request), request.params.schoolId, 'manage');
    return ok(await listSchoolUploads(db, school.id));
  });

  app.get(`${schoolBase}/:uploadId`, { schema: { params: schoolUploadParams } }, async (request) => {
    const school = await loadSchoolFor(db, requireAuth(request), request.params.schoolId, 'manage');
    return ok(presentSchoolUpload(await loadSchoolUpload(db, school.id, request.params.uploadId)));
  });

  app.get(
    `${schoolBase}/:uploadId/file`,
    { schema: { params: schoolUploadParams } },
    async (request, reply) => {
      const school = await loadSchoolFor(db, requireAuth(request), request.params.schoolId, 'manage');
      const row = await loadSchoolUpload(db, school.id, request.params.uploadId);
      return sendStoredFile(reply, await readUploadFile(storage, row), { forceDownload: true });
    },
  );

  /** The school takes its upload back while the team has not finished with it; the file is deleted. */
  app.post(
    `${schoolBase}/:uploadId/withdraw`,
    { schema: { params: schoolUploadParams } },
    async (request) => {
      const claims = requireAuth(request);
      const school = await loadSchoolFor(db, claims, request.params.schoolId, 'manage');
      return ok(await withdrawUpload(db, storage, claims, school.id, request.params.uploadId));
    },
  );

  app.get('/admin/client-data-uploads', { schema: { querystring: adminListQuery } }, async (request) => {
    requireSuperAdmin(request);
    const { state, school_id, search } = request.query;
    return ok(await listAllUploads(db, { state, schoolId: school_id, search }));
  });

  app.get(
    '/admin/client-data-uploads/:id/file',
    { schema: { params: uploadParams } },
    async (request, reply) => {
      requireSuperAdmin(request);
      const row = await loadAnyUpload(db, request.params.id);
      return sendStoredFile(reply, await readUploadFile(storage, row), { forceDownload: true });
    },
  );

  app.patch(
    '/admin/client-data-uploads/:id',
    { schema: { params: uploadParams, body: stateBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      return ok(await setUploadState(db, claims, request.params.id, request.body));
    },
  );
};
