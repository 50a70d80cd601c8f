import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { App } from '../../deps';
import { ok } from '../../http/envelope';
import { loadFilterList } from '../../services/resultFilters/filterList';
import { loadHeatMap } from '../../services/results/heatMap';
import { resolveResultsScope } from '../../services/results/resultsScope';
import { identifiersOf, shareViewerFor } from '../../services/results/shareLinks';
import { filterListBody } from '../resultFilters/schema';
import { registerResultsReads } from '../results/resultsReads';
import { heatMapBody, heatMapPaging } from '../results/schema';
import { tokenParams } from './schema';

const prefix = '/results/shared/:token';

/**
 * What a share link opens, without signing in: the same reads as /api/results/v2/ for its period
 * only (any other period answers 404), the filters to choose from (never to edit), the heat map.
 */
export function registerSharedResults(app: App, db: Db) {
  const viewerOf = (request: FastifyRequest) => shareViewerFor(db, tokenParams.parse(request.params).token);

  app.get(prefix, { schema: { params: tokenParams } }, async (request) => {
    const viewer = await shareViewerFor(db, request.params.token);
    return ok({ period_identifiers: await identifiersOf(db, viewer.periodId) });
  });

  registerResultsReads(app, db, prefix, viewerOf);

  app.post(
    `${prefix}/filters`,
    { schema: { params: tokenParams, body: filterListBody } },
    async (request) => {
      const scope = await resolveResultsScope(db, await viewerOf(request), request.body.period_identifiers);
      const list = await loadFilterList(db, scope, {
        classLabelIsGroups: false,
        language: request.interfaceLanguage,
      });
      return ok(list, { can_edit_filters: false, questions: [] });
    },
  );

  app.post(`${prefix}/heatmap`, { schema: { params: tokenParams, body: heatMapBody } }, async (request) => {
    const scope = await resolveResultsScope(db, await viewerOf(request), request.body.period_identifiers);
    return ok(await loadHeatMap(db, scope, heatMapPaging(request.body)));
  });
}
