import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import {
  createParentPeriod,
  listParentPeriods,
  loadOrganizationFor,
  parentPeriodDetail,
} from '../../services/periods/parentPeriods';
import { createParentPeriodBody, organizationParams, parentPeriodParams } from './schema';

/** An organisation's parent periods: one run of a survey over some or all of its schools. */
export const parentPeriodRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/organization/:id/parent-periods', { schema: { params: organizationParams } }, async (request) => {
    const organization = await loadOrganizationFor(db, requireAuth(request), request.params.id);
    return ok(await listParentPeriods(db, organization.id));
  });

  app.get(
    '/organization/:id/parent-periods/:periodId',
    { schema: { params: parentPeriodParams } },
    async (request) => {
      const organization = await loadOrganizationFor(db, requireAuth(request), request.params.id);
      return ok(await parentPeriodDetail(db, organization.id, request.params.periodId));
    },
  );

  app.post(
    '/organization/:id/parent-periods',
    { schema: { params: organizationParams, body: createParentPeriodBody } },
    async (request, reply) => {
      const claims = requireAuth(request);
      const organization = await loadOrganizationFor(db, claims, request.params.id);
      const { audience, ...body } = request.body;
      const periodId = await createParentPeriod(db, claims, organization.id, {
        surveyVersionId: body.survey_version_id,
        name: body.name,
        startsAt: body.starts_at,
        endsAt: body.ends_at,
        anonymous: body.anonymous,
        languages: body.languages,
        audience: {
          classIds: [],
          groupIds: [],
          grades: audience.grades,
          teachers: audience.teachers,
          parents: audience.parents,
          publicLink: audience.public_link,
        },
        schoolIds: body.school_ids,
      });
      return reply.status(201).send(created(await parentPeriodDetail(db, organization.id, periodId)));
    },
  );
};
