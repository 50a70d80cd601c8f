import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import {
  archiveClass,
  createClass,
  listClasses,
  setExpectedStudents,
  updateClasses,
} from '../../services/respondents/classes';
import { loadSchoolFor } from '../../services/respondents/schoolScope';
import {
  classParams,
  createClassBody,
  expectedStudentsBody,
  listClassesQuery,
  schoolParams,
  updateClassesBody,
} from './schema';

/** Spec §7 class calls: read with view_respondents or manage_respondents, write with manage_respondents. */
export const classRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get(
    '/school/:schoolId/classes',
    { schema: { params: schoolParams, querystring: listClassesQuery } },
    async (request) => {
      const school = await loadSchoolFor(db, requireAuth(request), request.params.schoolId, 'view');
      return ok(await listClasses(db, school.id, { withTeacher: request.query.include === 'teacher' }));
    },
  );

  app.post(
    '/school/:schoolId/classes',
    { schema: { params: schoolParams, body: createClassBody } },
    async (request, reply) => {
      const claims = requireAuth(request);
      const school = await loadSchoolFor(db, claims, request.params.schoolId, 'manage');
      return reply.status(201).send(created(await createClass(db, claims, school.id, request.body)));
    },
  );

  app.patch(
    '/school/:schoolId/classes',
    { schema: { params: schoolParams, body: updateClassesBody } },
    async (request) => {
      const claims = requireAuth(request);
      const school = await loadSchoolFor(db, claims, request.params.schoolId, 'manage');
      return ok(await updateClasses(db, claims, school.id, request.body));
    },
  );

  app.delete('/school/:schoolId/classes/:classId', { schema: { params: classParams } }, async (request) => {
    const claims = requireAuth(request);
    const school = await loadSchoolFor(db, claims, request.params.schoolId, 'manage');
    await archiveClass(db, claims, school.id, request.params.classId);
    return ok(null);
  });

  app.post(
    '/school/:schoolId/classes/:classId/students',
    { schema: { params: classParams, body: expectedStudentsBody } },
    async (request) => {
      const claims = requireAuth(request);
      const school = await loadSchoolFor(db, claims, request.params.schoolId, 'manage');
      return ok(
        await setExpectedStudents(db, claims, school.id, request.params.classId, request.body.num_students),
      );
    },
  );
};
