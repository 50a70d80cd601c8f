import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import {
  createSurveyTag,
  deleteSurveyTag,
  listSurveyTags,
  renameSurveyTag,
} from '../../services/adminSurveys/surveyTagWrites';
import { assertTextLanguages } from '../../services/translations/surveyLanguages';
import { surveyTagParams, tagBody } from './schema';

/** Super-admin /admin/survey-tags: the tags that sort the survey library. */
export const adminSurveyTagRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/admin/survey-tags', async (request) => {
    requireSuperAdmin(request);
    return ok(await listSurveyTags(db));
  });

  app.post('/admin/survey-tags', { schema: { body: tagBody } }, async (request, reply) => {
    const claims = requireSuperAdmin(request);
    await assertTextLanguages(db, { name: request.body.name });
    return reply.status(201).send(created(await createSurveyTag(db, claims, request.body.name)));
  });

  app.put(
    '/admin/survey-tags/:id',
    { schema: { params: surveyTagParams, body: tagBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      await assertTextLanguages(db, { name: request.body.name });
      return ok(await renameSurveyTag(db, claims, request.params.id, request.body.name));
    },
  );

  app.delete('/admin/survey-tags/:id', { schema: { params: surveyTagParams } }, async (request) => {
    const claims = requireSuperAdmin(request);
    return ok(await deleteSurveyTag(db, claims, request.params.id));
  });
};
