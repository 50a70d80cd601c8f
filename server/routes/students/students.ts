import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { addStudent, listClassStudents, setStudentClass } from '../../services/respondents/classStudents';
import { loadSchoolFor } from '../../services/respondents/schoolScope';
import { classStudentsParams, newStudentBody, schoolParams, studentClassBody, studentParams } from './schema';

/** The students of a class: listed with view permission, added and moved with manage_respondents. */
export const studentRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get(
    '/school/:schoolId/classes/:classId/students',
    { schema: { params: classStudentsParams } },
    async (request) => {
      const school = await loadSchoolFor(db, requireAuth(request), request.params.schoolId, 'view');
      return ok(await listClassStudents(db, school.id, request.params.classId));
    },
  );

  app.post(
    '/school/:schoolId/students',
    { schema: { params: schoolParams, body: newStudentBody } },
    async (request, reply) => {
      const claims = requireAuth(request);
      const school = await loadSchoolFor(db, claims, request.params.schoolId, 'manage');
      return reply.status(201).send(created(await addStudent(db, claims, school.id, request.body)));
    },
  );

  app.put(
    '/school/:schoolId/students/:identityId/class',
    { schema: { params: studentParams, body: studentClassBody } },
    async (request) => {
      const claims = requireAuth(request);
      const school = await loadSchoolFor(db, claims, request.params.schoolId, 'manage');
      await setStudentClass(db, claims, school.id, request.params.identityId, request.body.class_id);
      return ok(null);
    },
  );
};
