import { eq } from 'drizzle-orm';
import { requireAuth } from '../../auth/authenticate';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { AppError, notFound } from '../../http/errors';
import { isInSchoolScope } from '../../policies/respondents';
import { organizationSchools } from '../../services/dashboards/organizationSchools';
import { regionSchools } from '../../services/dashboards/regionSchools';
import { schoolAdminDashboard } from '../../services/dashboards/schoolAdminDashboard';
import { teacherDashboard } from '../../services/dashboards/teacherDashboard';
import { organizationParams, schoolParams } from './schema';

/** The school in the URL: outside it 404; its students and parents 403 (the dashboards are staff's). */
async function loadDashboardSchool(db: Db, claims: TokenClaims, requestedSchoolId: number) {
  const [school] = await db.select().from(organizations).where(eq(organizations.id, requestedSchoolId));
  if (!school || school.type === 'organization') throw notFound('School');
  if (
    claims.organizationId === school.id &&
    (claims.identityType === 'student' || claims.identityType === 'parent')
  )
    throw new AppError('forbidden', 'The school dashboards are for staff');
  if (!isInSchoolScope(claims, school)) throw notFound('School');
  return school;
}

/** The role homes that run a school (spec §2 dashboards) and the organisation's schools. */
export const dashboardRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/school/:schoolId/dashboard', { schema: { params: schoolParams } }, async (request) => {
    const claims = requireAuth(request);
    const school = await loadDashboardSchool(db, claims, request.params.schoolId);
    return ok(await schoolAdminDashboard(db, claims, school, request.interfaceLanguage));
  });

  app.get('/school/:schoolId/teacher-dashboard', { schema: { params: schoolParams } }, async (request) => {
    const claims = requireAuth(request);
    const school = await loadDashboardSchool(db, claims, request.params.schoolId);
    return ok(await teacherDashboard(db, claims, school.id));
  });

  app.get('/organization/:id/schools', { schema: { params: organizationParams } }, async (request) =>
    ok(await organizationSchools(db, requireAuth(request), request.params.id, request.interfaceLanguage)),
  );

  app.get('/region/schools', async (request) =>
    ok(await regionSchools(db, requireAuth(request), request.interfaceLanguage)),
  );
};
