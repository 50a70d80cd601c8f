import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import {
  createShareLink,
  listAllShareLinks,
  listShareLinks,
  revokeShareLink,
} from '../../services/results/shareLinks';
import { createShareBody, shareListQuery, shareParams } from './schema';
import { registerSharedResults } from './sharedResults';

/**
 * Read-only results links: made and revoked by those who see all of a period's results, and read
 * through /api/results/shared/:token/ by anyone holding one.
 */
export const resultShareRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.post('/results/v2/share', { schema: { body: createShareBody } }, async (request, reply) => {
    const claims = requireAuth(request);
    return reply.status(201).send(created(await createShareLink(db, claims, request.body.period_id)));
  });

  app.get('/results/v2/share', { schema: { querystring: shareListQuery } }, async (request) => {
    const claims = requireAuth(request);
    return ok(await listShareLinks(db, claims, request.query.period_id));
  });

  app.delete('/results/v2/share/:id', { schema: { params: shareParams } }, async (request) => {
    const claims = requireAuth(request);
    await revokeShareLink(db, claims, request.params.id);
    return ok({ id: request.params.id, revoked: true });
  });

  app.get('/admin/results-share-links', async (request) => {
    requireSuperAdmin(request);
    return ok(await listAllShareLinks(db));
  });

  registerSharedResults(app, db);
};
