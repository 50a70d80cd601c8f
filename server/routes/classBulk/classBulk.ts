import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { created } from '../../http/envelope';
import { createClassesInBulk } from '../../services/respondents/bulkClasses';
import { loadSchoolFor } from '../../services/respondents/schoolScope';
import { bulkClassesBody, schoolParams } from './schema';

/** Many classes at once (super-admin /admin/add-classes): every row is created, or none is. */
export const classBulkRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.post(
    '/school/:schoolId/classes/bulk',
    { schema: { params: schoolParams, body: bulkClassesBody } },
    async (request, reply) => {
      const claims = requireAuth(request);
      const school = await loadSchoolFor(db, claims, request.params.schoolId, 'manage');
      return reply
        .status(201)
        .send(created(await createClassesInBulk(db, claims, school.id, request.body.classes)));
    },
  );
};
