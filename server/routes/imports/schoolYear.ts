import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { commitSchoolYear, previewSchoolYear } from '../../services/imports/schoolYearCommit';
import { loadSchoolFor } from '../../services/respondents/schoolScope';
import { schoolParams, schoolYearBody, schoolYearQuery } from './schema';

/** A new school year: see what moves up, graduates or stays, then do it in one transaction. */
export const schoolYearRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get(
    '/school/:schoolId/school-year',
    { schema: { params: schoolParams, querystring: schoolYearQuery } },
    async (request) => {
      const school = await loadSchoolFor(db, requireAuth(request), request.params.schoolId, 'manage');
      return ok(await previewSchoolYear(db, school.id, request.query.last_grade));
    },
  );

  app.post(
    '/school/:schoolId/school-year',
    { schema: { params: schoolParams, body: schoolYearBody } },
    async (request) => {
      const claims = requireAuth(request);
      const school = await loadSchoolFor(db, claims, request.params.schoolId, 'manage');
      return ok(await commitSchoolYear(db, claims, school.id, request.body.last_grade));
    },
  );
};
