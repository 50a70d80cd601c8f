import type { FastifyRequest } from 'fastify';
import { requireAuth, unsettledAuth } from '../../auth/authenticate';
import { tokenStanding } from '../../auth/revocation';
import { readerFor } from '../../db/readYourWrites';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { loadHeatMap } from '../../services/results/heatMap';
import { listResultsPeriods } from '../../services/results/periodsList';
import { resolveResultsScope } from '../../services/results/resultsScope';
import type { ResultsViewer } from '../../services/results/resultsViewer';
import { identifiersOf } from '../../services/results/shareLinks';
import { keepSummary, keptSummary, summaryKey } from '../../services/results/summaryCache';
import { servedDemoPeriodId } from './demoPeriod';
import { registerResultsReads } from './resultsReads';
import { heatMapBody, heatMapPaging } from './schema';

/** Spec §7 results base: /api/results/v2/ for signed-in staff, /api/results/demo/ for anyone exploring. */
export const resultsRoutes: RouteModule = (app, { database, config }) => {
  const { db } = database;
  const readerOf = (request: FastifyRequest) => readerFor(database, request);
  /**
   * The signed-in reader. These routes read the token's revocation within the scope's statement
   * (config.revocationInFirstRead: one round trip less per read); resolveResultsScope settles it first.
   */
  const firstRead = { revocationInFirstRead: true };
  const identityOf = (request: FastifyRequest): ResultsViewer => {
    const auth = unsettledAuth(request);
    return {
      kind: 'identity',
      claims: auth.claims,
      revocation: { auth, primary: db, readAlone: () => tokenStanding(database.executeSql, auth.claims) },
    };
  };

  app.get('/results/v2/periods', async (request) => ok(await listResultsPeriods(db, requireAuth(request))));

  // Kept and answered again as a summary is (summaryCache.ts): a parent period's 500 schools sum ~19,000
  // cells, too many to sum again on every read while nothing changed (issue 39).
  app.post(
    '/results/v2/heatmap',
    { schema: { body: heatMapBody }, config: firstRead },
    async (request, reply) => {
      const viewer = identityOf(request);
      const reader = await readerOf(request);
      const key = summaryKey(viewer, request.body, request.interfaceLanguage, 'heatmap');
      reply.type('application/json; charset=utf-8');
      const kept = key ? await keptSummary(reader, viewer, key, null) : null;
      if (kept !== null) return reply.send(kept);
      const since = Date.now();
      const scope = await resolveResultsScope(reader, viewer, request.body.period_identifiers, {
        readVersion: key !== null,
      });
      const body = JSON.stringify(ok(await loadHeatMap(reader, scope, heatMapPaging(request.body))));
      if (key) keepSummary(reader, key, scope, body, since);
      return reply.send(body);
    },
  );

  registerResultsReads(app, db, '/results/v2', async (request) => identityOf(request), readerOf, firstRead);

  const demoPeriodId = () => servedDemoPeriodId(db, config.demoData);

  /** Which period the demo shows, the same answer as GET /api/results/shared/:token. */
  app.get('/results/demo', async () =>
    ok({ period_identifiers: await identifiersOf(db, await demoPeriodId()) }),
  );

  registerResultsReads(
    app,
    db,
    '/results/demo',
    async (): Promise<ResultsViewer> => ({ kind: 'demo', periodId: await demoPeriodId() }),
    readerOf,
  );
};
