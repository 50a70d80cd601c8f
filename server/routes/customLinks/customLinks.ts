import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import {
  createCustomLink,
  deleteCustomLink,
  listCustomLinks,
  loadCustomLink,
  updateCustomLink,
} from '../../services/customLinks/customLinks';
import { createCustomLinkBody, customLinkParams, updateCustomLinkBody } from './schema';

const base = '/admin/custom-links';

/** Back office /admin/custom-links: short addresses to a poll, an organisation page or a results share link. */
export const customLinkRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get(base, async (request) => {
    requireSuperAdmin(request);
    return ok(await listCustomLinks(db));
  });

  app.get(`${base}/:id`, { schema: { params: customLinkParams } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await loadCustomLink(db, request.params.id));
  });

  app.post(base, { schema: { body: createCustomLinkBody } }, async (request, reply) => {
    const claims = requireSuperAdmin(request);
    return reply.status(201).send(created(await createCustomLink(db, claims, request.body)));
  });

  app.patch(
    `${base}/:id`,
    { schema: { params: customLinkParams, body: updateCustomLinkBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      return ok(await updateCustomLink(db, claims, request.params.id, request.body));
    },
  );

  app.delete(`${base}/:id`, { schema: { params: customLinkParams } }, async (request) => {
    const claims = requireSuperAdmin(request);
    return ok(await deleteCustomLink(db, claims, request.params.id));
  });
};
