import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import { listAdminSchools } from '../../services/admin/adminSchools';
import { adminSchoolsQuery } from './schema';

/** Super-admin /admin/schools: every school with its organisation and its sizes. */
export const adminSchoolRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/admin/schools', { schema: { querystring: adminSchoolsQuery } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await listAdminSchools(db, request.query), {
      limit: request.query.limit,
      offset: request.query.offset,
    });
  });
};
