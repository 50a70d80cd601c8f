import { asc, eq } from 'drizzle-orm';
import { organizations } from '../../db/schema';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { requireSuperAdmin } from '../../policies/superAdmin';
import { presentAdminOrganization, presentOrganizationSummary } from '../../presenters/organization';
import { createOrganization, updateOrganization } from '../../services/organizations/organizationWrites';
import { createOrganizationBody, organizationParams, updateOrganizationBody } from './schema';

/** Back office: create and edit schools and organisations (spec /admin/organization/{id}). */
export const adminOrganizationRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/admin/organizations/:id', { schema: { params: organizationParams } }, async (request) => {
    requireSuperAdmin(request);
    const [row] = await db.select().from(organizations).where(eq(organizations.id, request.params.id));
    if (!row) throw notFound('Organisation');
    const children = await db
      .select()
      .from(organizations)
      .where(eq(organizations.parentId, row.id))
      .orderBy(asc(organizations.name));
    return ok({ ...presentAdminOrganization(row), schools: children.map(presentOrganizationSummary) });
  });

  app.post('/admin/organizations', { schema: { body: createOrganizationBody } }, async (request, reply) => {
    const claims = requireSuperAdmin(request);
    const row = await createOrganization(db, claims, request.body);
    return reply.status(201).send(created(presentAdminOrganization(row)));
  });

  app.patch(
    '/admin/organizations/:id',
    { schema: { params: organizationParams, body: updateOrganizationBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      return ok(
        presentAdminOrganization(await updateOrganization(db, claims, request.params.id, request.body)),
      );
    },
  );
};
