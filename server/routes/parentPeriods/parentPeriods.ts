import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { queueBenchmarks } from '../../services/benchmarks/queueBenchmarks';
import { previewParentPeriod } from '../../services/periods/parentPeriodPreview';
import {
  createParentPeriod,
  listParentPeriods,
  loadOrganizationFor,
  parentPeriodDetail,
} from '../../services/periods/parentPeriods';
import { closePeriodsWithChildren, extendPeriodsWithChildren } from '../../services/periods/periodTreeWrites';
import { assertVersionEntitled } from '../../services/surveyPackages/packageEntitlement';
import {
  createParentPeriodBody,
  extendParentPeriodBody,
  organizationParams,
  parentPeriodParams,
  previewParentPeriodBody,
} from './schema';

/** A parent period's audience as each school's period stores it: no classes or groups, which are one school's. */
const audienceOf = (audience: {
  grades: number[];
  teachers: boolean;
  parents: boolean;
  public_link: boolean;
}) => ({
  classIds: [],
  groupIds: [],
  grades: audience.grades,
  teachers: audience.teachers,
  parents: audience.parents,
  publicLink: audience.public_link,
});

/** An organisation's parent periods: one run of a survey over some or all of its schools. */
export const parentPeriodRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

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

  /** The launch summary: whom the period would ask at each chosen school, before anything is made. */
  app.post(
    '/organization/:id/parent-periods/preview',
    { schema: { params: organizationParams, body: previewParentPeriodBody } },
    async (request) => {
      const claims = requireAuth(request);
      const organization = await loadOrganizationFor(db, claims, request.params.id);
      const { audience, survey_version_id, school_ids } = request.body;
      await assertVersionEntitled(db, claims, organization.id, survey_version_id);
      return ok(
        await previewParentPeriod(db, organization.id, {
          surveyVersionId: survey_version_id,
          audience: audienceOf(audience),
          schoolIds: school_ids,
        }),
      );
    },
  );

  app.post(
    '/organization/:id/parent-periods',
    { schema: { params: organizationParams, body: createParentPeriodBody } },
    async (request, reply) => {
      const claims = requireAuth(request);
      const organization = await loadOrganizationFor(db, claims, request.params.id);
      const { audience, ...body } = request.body;
      await assertVersionEntitled(db, claims, organization.id, body.survey_version_id);
      const periodId = await createParentPeriod(db, claims, organization.id, {
        surveyVersionId: body.survey_version_id,
        name: body.name,
        startsAt: body.starts_at,
        endsAt: body.ends_at,
        anonymous: body.anonymous,
        resultsDetail: body.results_detail,
        languages: body.languages,
        audience: audienceOf(audience),
        schoolIds: body.school_ids,
      });
      return reply.status(201).send(created(await parentPeriodDetail(db, organization.id, periodId)));
    },
  );

  /** Close early: the parent period and every child period with it. */
  app.post(
    '/organization/:id/parent-periods/:periodId/close',
    { schema: { params: parentPeriodParams } },
    async (request) => {
      const claims = requireAuth(request);
      const organization = await loadOrganizationFor(db, claims, request.params.id);
      const period = await parentPeriodDetail(db, organization.id, request.params.periodId);
      if (period.status === 'closed') throw new AppError('conflict', 'The parent period is already closed');
      await closePeriodsWithChildren(db, claims, [period.id]);
      await queueBenchmarks(deps.queue, request.log);
      return ok(await parentPeriodDetail(db, organization.id, period.id));
    },
  );

  /** Extend: a new end for the parent period and its children still running (or ended by date). */
  app.patch(
    '/organization/:id/parent-periods/:periodId',
    { schema: { params: parentPeriodParams, body: extendParentPeriodBody } },
    async (request) => {
      const claims = requireAuth(request);
      const organization = await loadOrganizationFor(db, claims, request.params.id);
      const period = await parentPeriodDetail(db, organization.id, request.params.periodId);
      await extendPeriodsWithChildren(db, claims, [period.id], request.body.ends_at);
      return ok(await parentPeriodDetail(db, organization.id, period.id));
    },
  );
};
