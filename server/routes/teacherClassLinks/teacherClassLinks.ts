import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { createOwnClassCodes, listOwnClassLinks } from '../../services/periods/teacherClassLinks';
import { classCodesBody, classCodesParams, schoolParams } from './schema';

/** A teacher's own classes' links and access codes, to run a survey in their lesson. */
export const teacherClassLinkRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/school/:schoolId/my-class-links', { schema: { params: schoolParams } }, async (request) =>
    ok(await listOwnClassLinks(db, requireAuth(request), request.params.schoolId)),
  );

  /** The codes are shown once, to print; only their hashes are kept. */
  app.post(
    '/school/:schoolId/periods/:periodId/classes/:classId/codes',
    { schema: { params: classCodesParams, body: classCodesBody } },
    async (request, reply) => {
      const { schoolId, periodId, classId } = request.params;
      const codes = await createOwnClassCodes(
        db,
        requireAuth(request),
        schoolId,
        periodId,
        classId,
        request.body.count,
      );
      return reply.status(201).send(created({ codes }));
    },
  );
};
