import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { loadSchoolFor } from '../../services/respondents/schoolScope';
import { availableSubjects } from '../../services/respondents/subjects';
import { listTeachers } from '../../services/respondents/teachers';
import { schoolParams, subjectsParams } from './schema';

/** Spec §7: the teachers and the subjects a school's classes can be linked to. */
export const teacherRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/school/:schoolId/teachers', { schema: { params: schoolParams } }, async (request) => {
    const school = await loadSchoolFor(db, requireAuth(request), request.params.schoolId, 'view');
    return ok(await listTeachers(db, school.id));
  });

  app.get(
    '/school/:schoolId/subjects/available/:language',
    { schema: { params: subjectsParams } },
    async (request) => {
      const school = await loadSchoolFor(db, requireAuth(request), request.params.schoolId, 'view');
      return ok(await availableSubjects(db, school, request.params.language));
    },
  );
};
