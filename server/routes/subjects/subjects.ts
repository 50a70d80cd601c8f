import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { loadSchoolFor } from '../../services/respondents/schoolScope';
import {
  archiveSchoolSubject,
  createSchoolSubjects,
  listSchoolSubjects,
} from '../../services/respondents/schoolSubjects';
import { createSubjectsBody, schoolParams, subjectParams } from './schema';

/** A school's subjects with all their names: read with view_respondents, written with manage_respondents. */
export const subjectRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/school/:schoolId/subjects', { schema: { params: schoolParams } }, async (request) => {
    const school = await loadSchoolFor(db, requireAuth(request), request.params.schoolId, 'view');
    return ok(await listSchoolSubjects(db, school, request.interfaceLanguage));
  });

  app.post(
    '/school/:schoolId/subjects',
    { schema: { params: schoolParams, body: createSubjectsBody } },
    async (request, reply) => {
      const claims = requireAuth(request);
      const school = await loadSchoolFor(db, claims, request.params.schoolId, 'manage');
      const made = await createSchoolSubjects(
        db,
        claims,
        school,
        request.body.subjects,
        request.interfaceLanguage,
      );
      return reply.status(201).send(created(made));
    },
  );

  app.delete(
    '/school/:schoolId/subjects/:subjectId',
    { schema: { params: subjectParams } },
    async (request) => {
      const claims = requireAuth(request);
      const school = await loadSchoolFor(db, claims, request.params.schoolId, 'manage');
      await archiveSchoolSubject(db, claims, school.id, request.params.subjectId);
      return ok(null);
    },
  );
};
