import type { FastifyRequest } from 'fastify';
import { requireAuth, unsettledAuth } from '../../auth/authenticate';
import { tokenStanding } from '../../auth/revocation';
import { readerFor } from '../../db/readYourWrites';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { loadHeatMap } from '../../services/results/heatMap';
import { listResultsPeriods } from '../../services/results/periodsList';
import { type ResultsViewer, resolveResultsScope } from '../../services/results/resultsScope';
import { identifiersOf } from '../../services/results/shareLinks';
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

  app.post('/results/v2/heatmap', { schema: { body: heatMapBody }, config: firstRead }, async (request) => {
    const viewer = identityOf(request);
    const reader = await readerOf(request);
    const scope = await resolveResultsScope(reader, viewer, request.body.period_identifiers);
    return ok(await loadHeatMap(reader, scope, heatMapPaging(request.body)));
  });

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
