import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { presentOrganizationPage } from '../../presenters/organization';
import { loadOrganizationPage } from '../../services/organizations/organizationPage';
import { slugParams } from './schema';

/** An organisation's public page, found by its slug. */
export const organizationRoutes: RouteModule = (app, { database }) => {
  /** Public: the /{org_name} page. */
  app.get('/organizations/by-slug/:slug', { schema: { params: slugParams } }, async (request) => {
    const page = await loadOrganizationPage(database.db, request.params.slug);
    if (!page) throw notFound('Organisation');
    return ok(presentOrganizationPage(page));
  });
};
