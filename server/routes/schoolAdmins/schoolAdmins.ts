import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/authenticate';
import { organizations } from '../../db/schema';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { canManageAdmins } from '../../policies/organizationScope';
import { presentIdentity } from '../../presenters/user';
import { identityPermissions } from '../../services/accounts/identityContext';
import { listSchoolStaff, updateSchoolStaff } from '../../services/accounts/schoolAdmins';
import { schoolAdminParams, schoolParams, updateAdminBody } from './schema';

/** A school's staff and their permissions, for those who manage admins there (spec §6, /admin/school/{id}). */
export const schoolAdminRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  async function managedSchool(request: FastifyRequest, schoolId: number) {
    const claims = requireAuth(request);
    const [school] = await db.select().from(organizations).where(eq(organizations.id, schoolId));
    if (!school || !canManageAdmins(claims, school)) throw notFound('School');
    return { claims, school };
  }

  app.get('/school/:schoolId/admins', { schema: { params: schoolParams } }, async (request) => {
    await managedSchool(request, request.params.schoolId);
    return ok(await listSchoolStaff(db, request.params.schoolId));
  });

  app.patch(
    '/school/:schoolId/admins/:identityId',
    { schema: { params: schoolAdminParams, body: updateAdminBody } },
    async (request) => {
      const { claims, school } = await managedSchool(request, request.params.schoolId);
      const row = await updateSchoolStaff(db, claims, school, request.params.identityId, request.body);
      return ok({
        ...presentIdentity({ identity: row, organization: school }),
        permissions: { data: identityPermissions(row) },
      });
    },
  );
};
