import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import { listAdminSurveys } from '../../services/adminSurveys/surveyCatalogue';
import { adminSurveyOverview, setSurveyArchived } from '../../services/adminSurveys/surveyOverview';
import { listAdminSurveyPeriods } from '../../services/adminSurveys/surveyPeriodsAdmin';
import { searchAdminSurveys } from '../../services/adminSurveys/surveySearch';
import { setSurveyTags } from '../../services/adminSurveys/surveyTagWrites';
import {
  listAdminSurveyVersions,
  readAdminSurveyVersion,
} from '../../services/adminSurveys/surveyVersionsAdmin';
import {
  adminSurveyParams,
  adminSurveysQuery,
  archiveSurveyBody,
  surveySearchQuery,
  surveyTagsBody,
  surveyVersionParams,
} from './schema';

/** Super-admin survey back office: every survey, search, one survey's overview, versions, periods and tags. */
export const adminSurveyRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/admin/surveys', { schema: { querystring: adminSurveysQuery } }, async (request) => {
    requireSuperAdmin(request);
    const { total, surveys } = await listAdminSurveys(db, request.query);
    return ok(surveys, { total, limit: request.query.limit, offset: request.query.offset });
  });

  app.get('/admin/surveys/search', { schema: { querystring: surveySearchQuery } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await searchAdminSurveys(db, request.query.q, request.query.limit));
  });

  app.get('/admin/surveys/:id', { schema: { params: adminSurveyParams } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await adminSurveyOverview(db, request.params.id));
  });

  app.put(
    '/admin/surveys/:id/archived',
    { schema: { params: adminSurveyParams, body: archiveSurveyBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      return ok(await setSurveyArchived(db, claims, request.params.id, request.body.archived));
    },
  );

  app.get('/admin/surveys/:id/versions', { schema: { params: adminSurveyParams } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await listAdminSurveyVersions(db, request.params.id));
  });

  app.get(
    '/admin/surveys/:id/versions/:number',
    { schema: { params: surveyVersionParams } },
    async (request) => {
      requireSuperAdmin(request);
      return ok(await readAdminSurveyVersion(db, request.params.id, request.params.number));
    },
  );

  app.get('/admin/surveys/:id/periods', { schema: { params: adminSurveyParams } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await listAdminSurveyPeriods(db, request.params.id));
  });

  app.put(
    '/admin/surveys/:id/tags',
    { schema: { params: adminSurveyParams, body: surveyTagsBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      return ok(await setSurveyTags(db, claims, request.params.id, request.body.tag_ids));
    },
  );
};
