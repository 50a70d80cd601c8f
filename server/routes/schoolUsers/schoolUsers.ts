import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { loadSchoolFor } from '../../services/respondents/schoolScope';
import { archiveSchoolIdentity, listSchoolUsers } from '../../services/respondents/schoolUsers';
import { schoolParams, schoolUserParams, schoolUsersQuery } from './schema';

/** /school/users: the students, teachers, parents, staff and admins of a school. */
export const schoolUserRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get(
    '/school/:schoolId/users',
    { schema: { params: schoolParams, querystring: schoolUsersQuery } },
    async (request) => {
      const claims = requireAuth(request);
      const school = await loadSchoolFor(db, claims, request.params.schoolId, 'listUsers');
      const { rows, total } = await listSchoolUsers(db, claims, school, request.query);
      return ok(rows, { total, page: request.query.page, per_page: request.query.per_page });
    },
  );

  app.delete(
    '/school/:schoolId/users/:identityId',
    { schema: { params: schoolUserParams } },
    async (request) => {
      const claims = requireAuth(request);
      const school = await loadSchoolFor(db, claims, request.params.schoolId, 'listUsers');
      await archiveSchoolIdentity(db, claims, school, request.params.identityId);
      return ok(null);
    },
  );
};
