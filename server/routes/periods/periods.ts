import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { computeBenchmarksJobName } from '../../services/benchmarks/computeBenchmarks';
import { createAccessCodes } from '../../services/periods/accessCodes';
import { createPeriod } from '../../services/periods/createPeriod';
import { listPeriods, periodDetail } from '../../services/periods/periodQueries';
import { changePeriod, closePeriod } from '../../services/periods/periodWrites';
import { loadSchoolFor } from '../../services/respondents/schoolScope';
import { assertVersionEntitled } from '../../services/surveyPackages/packageEntitlement';
import {
  changePeriodBody,
  codesParams,
  createPeriodBody,
  newCodesBody,
  periodParams,
  schoolParams,
} from './schema';

/** A school's survey periods: run a survey version for an audience, follow progress, close or extend. */
export const periodRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  async function school(request: FastifyRequest, requestedSchoolId: number, access: 'read' | 'manage') {
    const claims = requireAuth(request);
    const row = await loadSchoolFor(
      db,
      claims,
      requestedSchoolId,
      access === 'read' ? 'readPeriods' : 'managePeriods',
    );
    return { claims, schoolId: row.id };
  }

  app.get('/school/:schoolId/periods', { schema: { params: schoolParams } }, async (request) => {
    const { schoolId } = await school(request, request.params.schoolId, 'read');
    return ok(await listPeriods(db, schoolId));
  });

  app.get('/school/:schoolId/periods/:periodId', { schema: { params: periodParams } }, async (request) => {
    const { schoolId } = await school(request, request.params.schoolId, 'read');
    return ok(await periodDetail(db, schoolId, request.params.periodId));
  });

  app.post(
    '/school/:schoolId/periods',
    { schema: { params: schoolParams, body: createPeriodBody } },
    async (request, reply) => {
      const { claims, schoolId } = await school(request, request.params.schoolId, 'manage');
      const { audience, ...body } = request.body;
      await assertVersionEntitled(db, claims, schoolId, body.survey_version_id);
      const period = await createPeriod(db, claims, schoolId, {
        surveyVersionId: body.survey_version_id,
        name: body.name,
        startsAt: body.starts_at,
        endsAt: body.ends_at,
        anonymous: body.anonymous,
        resultsDetail: body.results_detail,
        languages: body.languages,
        audience: {
          classIds: audience.class_ids,
          groupIds: audience.group_ids,
          grades: audience.grades,
          teachers: audience.teachers,
          parents: audience.parents,
          publicLink: audience.public_link,
        },
      });
      return reply.status(201).send(created(await periodDetail(db, schoolId, period.id)));
    },
  );

  app.patch(
    '/school/:schoolId/periods/:periodId',
    { schema: { params: periodParams, body: changePeriodBody } },
    async (request) => {
      const { claims, schoolId } = await school(request, request.params.schoolId, 'manage');
      await changePeriod(db, claims, schoolId, request.params.periodId, {
        name: request.body.name,
        endsAt: request.body.ends_at,
        resultsDetail: request.body.results_detail,
      });
      return ok(await periodDetail(db, schoolId, request.params.periodId));
    },
  );

  app.post(
    '/school/:schoolId/periods/:periodId/close',
    { schema: { params: periodParams } },
    async (request) => {
      const { claims, schoolId } = await school(request, request.params.schoolId, 'manage');
      await closePeriod(db, claims, schoolId, request.params.periodId);
      // Benchmarks are also recomputed nightly, so a failed send only delays them.
      await deps.queue?.send(computeBenchmarksJobName, {}).catch((error: unknown) => {
        request.log.warn({ err: error }, 'compute-benchmarks not queued after closing a period');
      });
      return ok(await periodDetail(db, schoolId, request.params.periodId));
    },
  );

  /** The codes are shown once, to print; only their hashes are kept. */
  app.post(
    '/school/:schoolId/periods/:periodId/polls/:pollId/codes',
    { schema: { params: codesParams, body: newCodesBody } },
    async (request, reply) => {
      const { claims, schoolId } = await school(request, request.params.schoolId, 'manage');
      const codes = await createAccessCodes(
        db,
        claims,
        schoolId,
        request.params.periodId,
        request.params.pollId,
        request.body.count,
      );
      return reply.status(201).send(created({ codes }));
    },
  );
};
