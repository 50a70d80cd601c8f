import type { App, RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import {
  addBucketFile,
  bucketFilePolicy,
  deleteBucketFile,
  listBucketFiles,
  readBucketFile,
  replaceBucketFile,
} from '../../services/files/bucketFiles';
import { tooLargeError } from '../../services/files/fileChecks';
import { fileStorageFor } from '../../services/files/fileStorage';
import { sendStoredFile } from '../../services/files/serveFile';
import { acceptUploads, readUploadedFile } from '../imports/uploadBody';
import { bucketFileParams, bucketListQuery, bucketUploadQuery, publicFileParams } from './schema';

const base = '/admin/bucket-files';

/**
 * The back office's file store (/admin/bucket-file): super-admins upload, list, replace and delete files;
 * anyone may read one at /api/files/{id}/{name}, served so that a browser never runs it as the app.
 */
export const fileStoreRoutes: RouteModule = (app, { database }) => {
  const { db } = database;
  const storage = fileStorageFor(db);

  app.get(base, { schema: { querystring: bucketListQuery } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await listBucketFiles(db, request.query.search));
  });

  app.register(async (scope: App) => {
    // Only a super-admin's body is read at all (the upload scope already turns away strangers).
    scope.addHook('preParsing', async (request) => {
      requireSuperAdmin(request);
    });
    await acceptUploads(scope, {
      maxFileBytes: bucketFilePolicy.maxBytes,
      maxFieldBytes: 1024,
      tooLarge: () => tooLargeError(bucketFilePolicy),
    });

    scope.post(base, { schema: { querystring: bucketUploadQuery } }, async (request, reply) => {
      const claims = requireSuperAdmin(request);
      const upload = await readUploadedFile(request, request.query.file_name);
      return reply.status(201).send(created(await addBucketFile(db, storage, claims, upload)));
    });

    scope.put(
      `${base}/:id/file`,
      { schema: { params: bucketFileParams, querystring: bucketUploadQuery } },
      async (request) => {
        const claims = requireSuperAdmin(request);
        const upload = await readUploadedFile(request, request.query.file_name);
        return ok(await replaceBucketFile(db, storage, claims, request.params.id, upload));
      },
    );
  });

  app.delete(`${base}/:id`, { schema: { params: bucketFileParams } }, async (request) => {
    const claims = requireSuperAdmin(request);
    return ok(await deleteBucketFile(db, storage, claims, request.params.id));
  });

  /** Public: pages (and e-mails) link here. */
  app.get('/files/:id/:name', { schema: { params: publicFileParams } }, async (request, reply) =>
    sendStoredFile(reply, await readBucketFile(db, storage, request.params.id)),
  );
};
