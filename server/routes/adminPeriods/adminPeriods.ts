import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { requireSuperAdmin } from '../../policies/superAdmin';
import {
  addSchoolToParentPeriod,
  linkChildPeriod,
  linkedPeriods,
  unlinkChildPeriod,
} from '../../services/adminPeriods/linkedPeriods';
import { changePeriodProps, periodProps } from '../../services/adminPeriods/periodProps';
import { assertPeriodsExist } from '../../services/adminPeriods/periodRows';
import { searchPeriods } from '../../services/adminPeriods/periodSearch';
import { periodsNeedingAttention } from '../../services/adminPeriods/periodsAttention';
import { recentlyClosedPeriods } from '../../services/adminPeriods/recentlyClosed';
import { surveyPeriodTree } from '../../services/adminPeriods/surveyPeriodTree';
import { queueBenchmarks } from '../../services/benchmarks/queueBenchmarks';
import { closePeriodsWithChildren, extendPeriodsWithChildren } from '../../services/periods/periodTreeWrites';
import {
  addSchoolBody,
  bulkCloseBody,
  bulkExtendBody,
  childParams,
  linkChildBody,
  periodParams,
  periodPropsBody,
  periodSearchQuery,
  recentlyClosedQuery,
  surveyParams,
  surveyPeriodsQuery,
} from './schema';

/**
 * The super-admin's survey periods back office: search, per survey, linked children, properties, attention,
 * recently closed.
 */
export const adminPeriodRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  app.get('/admin/survey-periods', { schema: { querystring: periodSearchQuery } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await searchPeriods(db, request.query));
  });

  app.get('/admin/survey-periods/attention', async (request) => {
    requireSuperAdmin(request);
    return ok(await periodsNeedingAttention(db));
  });

  app.get(
    '/admin/survey-periods/recently-closed',
    { schema: { querystring: recentlyClosedQuery } },
    async (request) => {
      requireSuperAdmin(request);
      return ok(await recentlyClosedPeriods(db, request.query.limit));
    },
  );

  app.post('/admin/survey-periods/close', { schema: { body: bulkCloseBody } }, async (request) => {
    const claims = requireSuperAdmin(request);
    await assertPeriodsExist(db, request.body.period_ids);
    const closed = await closePeriodsWithChildren(db, claims, request.body.period_ids);
    await queueBenchmarks(deps.queue, request.log);
    return ok({ closed });
  });

  app.post('/admin/survey-periods/extend', { schema: { body: bulkExtendBody } }, async (request) => {
    const claims = requireSuperAdmin(request);
    await assertPeriodsExist(db, request.body.period_ids);
    return ok({
      extended: await extendPeriodsWithChildren(db, claims, request.body.period_ids, request.body.ends_at),
    });
  });

  app.get(
    '/admin/survey-periods/by-survey/:surveyId',
    { schema: { params: surveyParams, querystring: surveyPeriodsQuery } },
    async (request) => {
      requireSuperAdmin(request);
      return ok(await surveyPeriodTree(db, request.params.surveyId, request.query.parent_org_id));
    },
  );

  app.get('/admin/survey-periods/:periodId', { schema: { params: periodParams } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await periodProps(db, request.params.periodId));
  });

  app.patch(
    '/admin/survey-periods/:periodId',
    { schema: { params: periodParams, body: periodPropsBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      const { body } = request;
      const props = await changePeriodProps(db, claims, request.params.periodId, {
        name: body.name,
        startsAt: body.starts_at,
        endsAt: body.ends_at,
        anonymous: body.anonymous,
        languages: body.languages,
        expectedCount: body.expected_count,
        excludeFromBenchmarks: body.exclude_from_benchmarks,
      });
      if (body.exclude_from_benchmarks !== undefined) await queueBenchmarks(deps.queue, request.log);
      return ok(props);
    },
  );

  app.get(
    '/admin/survey-periods/:periodId/children',
    { schema: { params: periodParams } },
    async (request) => {
      requireSuperAdmin(request);
      return ok(await linkedPeriods(db, request.params.periodId));
    },
  );

  app.post(
    '/admin/survey-periods/:periodId/children',
    { schema: { params: periodParams, body: linkChildBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      await linkChildPeriod(db, claims, request.params.periodId, request.body.period_id, {
        queue: deps.queue,
        logger: request.log,
      });
      return ok(await linkedPeriods(db, request.params.periodId));
    },
  );

  app.delete(
    '/admin/survey-periods/:periodId/children/:childId',
    { schema: { params: childParams } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      await unlinkChildPeriod(db, claims, request.params.periodId, request.params.childId, {
        queue: deps.queue,
        logger: request.log,
      });
      return ok(await linkedPeriods(db, request.params.periodId));
    },
  );

  app.post(
    '/admin/survey-periods/:periodId/schools',
    { schema: { params: periodParams, body: addSchoolBody } },
    async (request, reply) => {
      const claims = requireSuperAdmin(request);
      await addSchoolToParentPeriod(db, claims, request.params.periodId, request.body.school_id);
      return reply.status(201).send(created(await linkedPeriods(db, request.params.periodId)));
    },
  );
};
