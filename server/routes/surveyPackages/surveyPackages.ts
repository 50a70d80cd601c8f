import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import {
  createSurveyPackage,
  deleteSurveyPackage,
  listSurveyPackages,
  loadSurveyPackage,
  surveyPackageChoices,
  updateSurveyPackage,
} from '../../services/surveyPackages/surveyPackages';
import { createSurveyPackageBody, surveyPackageParams, updateSurveyPackageBody } from './schema';

const base = '/admin/survey-packages';

/**
 * Back office /admin/survey-packages: bundles of library surveys and benchmarks that the organisations
 * given a package may run while it is valid (services/surveyPackages/packageEntitlement).
 */
export const surveyPackageRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get(base, async (request) => {
    requireSuperAdmin(request);
    return ok(await listSurveyPackages(db));
  });

  app.get(`${base}/choices`, async (request) => {
    requireSuperAdmin(request);
    return ok(await surveyPackageChoices(db));
  });

  app.get(`${base}/:id`, { schema: { params: surveyPackageParams } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await loadSurveyPackage(db, request.params.id));
  });

  app.post(base, { schema: { body: createSurveyPackageBody } }, async (request, reply) => {
    const claims = requireSuperAdmin(request);
    return reply.status(201).send(created(await createSurveyPackage(db, claims, request.body)));
  });

  app.patch(
    `${base}/:id`,
    { schema: { params: surveyPackageParams, body: updateSurveyPackageBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      return ok(await updateSurveyPackage(db, claims, request.params.id, request.body));
    },
  );

  app.delete(`${base}/:id`, { schema: { params: surveyPackageParams } }, async (request) => {
    const claims = requireSuperAdmin(request);
    return ok(await deleteSurveyPackage(db, claims, request.params.id));
  });
};
