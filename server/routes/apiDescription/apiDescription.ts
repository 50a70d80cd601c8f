import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RouteModule } from '../../deps';
import { notFound } from '../../http/errors';
import { requireSuperAdmin } from '../../policies/superAdmin';
import { projectRoot } from '../../projectRoot';

/** The committed OpenAPI 3.1 description of this API (docs/openapi.json, generated from the routes by a test). */
export const apiDescriptionFile = join(projectRoot, 'docs', 'openapi.json');

/**
 * The API description for signed-in super-admins, as the bare OpenAPI document tools read (no envelope).
 * It is the committed file, which server/test/apiDescription keeps equal to the routes this code declares.
 */
export const apiDescriptionRoutes: RouteModule = (app) => {
  app.get('/openapi.json', async (request, reply) => {
    requireSuperAdmin(request);
    const document = await readFile(apiDescriptionFile, 'utf8').catch(() => {
      throw notFound('The API description (docs/openapi.json)');
    });
    return reply.type('application/json; charset=utf-8').send(document);
  });
};
