import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { requireSuperAdmin } from '../../policies/superAdmin';
import { benchmarkFormOptions } from '../../services/benchmarks/benchmarkFormOptions';
import {
  clearBenchmarkItem,
  listBenchmarkItems,
  loadBenchmarkItem,
  setBenchmarkItem,
} from '../../services/benchmarks/benchmarkItems';
import { listBuiltInBenchmarks } from '../../services/benchmarks/builtInBenchmarks';
import {
  countQualifyingSchools,
  startDefinedBenchmarkCompute,
  tooFewSchoolsMessage,
} from '../../services/benchmarks/computeDefinedBenchmark';
import {
  createDefinedBenchmark,
  listDefinedBenchmarks,
  loadDefinedBenchmark,
  setBenchmarkAccess,
  setBenchmarkPublished,
  updateDefinedBenchmark,
} from '../../services/benchmarks/definedBenchmarks';
import { recordEvent } from '../../services/events/recordEvent';
import { assertTextLanguages } from '../../services/translations/surveyLanguages';
import {
  accessBody,
  benchmarkItemParams,
  benchmarkListQuery,
  benchmarkParams,
  createBenchmarkBody,
  itemBody,
  publishBody,
  updateBenchmarkBody,
} from './schema';

/**
 * Benchmarks defined by super-admins (spec §2 /admin/benchmark, /{id}, /{id}/item/{id}, /{id}/access):
 * what they take, computing them by a job, values entered by hand, publishing and who may use them.
 */
export const benchmarkRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  app.get('/admin/benchmarks', { schema: { querystring: benchmarkListQuery } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await listDefinedBenchmarks(db, request.query.search ?? ''));
  });

  app.get('/admin/benchmarks/built-in', async (request) => {
    requireSuperAdmin(request);
    return ok(await listBuiltInBenchmarks(db));
  });

  app.get('/admin/benchmarks/options', async (request) => {
    requireSuperAdmin(request);
    return ok(await benchmarkFormOptions(db));
  });

  app.post('/admin/benchmarks', { schema: { body: createBenchmarkBody } }, async (request, reply) => {
    const claims = requireSuperAdmin(request);
    await assertTextLanguages(db, { name: request.body.name });
    return reply.status(201).send(created(await createDefinedBenchmark(db, claims, request.body)));
  });

  app.get('/admin/benchmarks/:id', { schema: { params: benchmarkParams } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await loadDefinedBenchmark(db, request.params.id));
  });

  app.patch(
    '/admin/benchmarks/:id',
    { schema: { params: benchmarkParams, body: updateBenchmarkBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      await assertTextLanguages(db, { name: request.body.name });
      return ok(await updateDefinedBenchmark(db, claims, request.params.id, request.body));
    },
  );

  /** Refused at once when too few schools qualify; else computed by the job, whose progress the screen polls. */
  app.post('/admin/benchmarks/:id/compute', { schema: { params: benchmarkParams } }, async (request) => {
    const claims = requireSuperAdmin(request);
    const { id } = request.params;
    const benchmark = await loadDefinedBenchmark(db, id);
    const found = await countQualifyingSchools(db, {
      surveyVersionIds: benchmark.survey_version_ids,
      schoolYears: benchmark.school_years,
      rule: { parentIds: benchmark.parent_ids, valueIds: benchmark.value_ids, tagIds: benchmark.tag_ids },
      minSchools: benchmark.min_schools,
    });
    if (found < benchmark.min_schools)
      throw new AppError('validation_failed', tooFewSchoolsMessage(found, benchmark.min_schools));
    await recordEvent(db, claims, {
      category: 'Superadmin',
      action: 'compute_benchmark',
      details: { benchmarkId: id, schools: found },
    });
    await startDefinedBenchmarkCompute(db, deps.queue, id, request.log);
    return ok(await loadDefinedBenchmark(db, id));
  });

  app.put(
    '/admin/benchmarks/:id/published',
    { schema: { params: benchmarkParams, body: publishBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      return ok(await setBenchmarkPublished(db, claims, request.params.id, request.body.published));
    },
  );

  app.put(
    '/admin/benchmarks/:id/access',
    { schema: { params: benchmarkParams, body: accessBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      return ok(await setBenchmarkAccess(db, claims, request.params.id, request.body));
    },
  );

  app.get('/admin/benchmarks/:id/items', { schema: { params: benchmarkParams } }, async (request) => {
    requireSuperAdmin(request);
    return ok(await listBenchmarkItems(db, request.params.id));
  });

  app.get(
    '/admin/benchmarks/:id/items/:key',
    { schema: { params: benchmarkItemParams } },
    async (request) => {
      requireSuperAdmin(request);
      return ok(await loadBenchmarkItem(db, request.params.id, request.params.key));
    },
  );

  app.put(
    '/admin/benchmarks/:id/items/:key',
    { schema: { params: benchmarkItemParams, body: itemBody } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      const { id, key } = request.params;
      return ok(await setBenchmarkItem(db, claims, id, key, request.body));
    },
  );

  app.delete(
    '/admin/benchmarks/:id/items/:key',
    { schema: { params: benchmarkItemParams } },
    async (request) => {
      const claims = requireSuperAdmin(request);
      return ok(await clearBenchmarkItem(db, claims, request.params.id, request.params.key));
    },
  );
};
