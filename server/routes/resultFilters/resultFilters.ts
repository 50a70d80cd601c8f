import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { AppError, notFound } from '../../http/errors';
import { selectionJudge } from '../../services/disclosure/releasedScope';
import { startFilterBuild } from '../../services/resultFilters/buildResultFilter';
import {
  loadFilterList,
  loadFilterVisibility,
  questionFilter,
} from '../../services/resultFilters/filterList';
import { filterableQuestions } from '../../services/resultFilters/filterQuestions';
import {
  createFilter,
  deleteFilter,
  setVisibility,
  updateFilter,
} from '../../services/resultFilters/filterWrites';
import { loadPeriodFilter } from '../../services/resultFilters/questionFilterRows';
import { type ResultsScope, resolveResultsScope } from '../../services/results/resultsScope';
import type { ResultsViewer } from '../../services/results/resultsViewer';
import { selectionSize } from '../../services/results/selection';
import { servedDemoPeriodId } from '../results/demoPeriod';
import {
  changeFilterBody,
  createFilterBody,
  filterListBody,
  filterParams,
  periodParams,
  visibilityBody,
} from './schema';

const classLabelPermission = 'list.eu_change_name_class_to_groups';

/** Spec §7 filter calls: the filter list of a results page, and question filters of a period. */
export const resultFilterRoutes: RouteModule = (app, deps) => {
  const { db } = deps.database;

  const classLabelIsGroups = (viewer: ResultsViewer) =>
    viewer.kind === 'identity' && viewer.claims.permissions.includes(classLabelPermission);

  async function filterList(
    request: FastifyRequest,
    viewer: ResultsViewer,
    body: typeof filterListBody._output,
  ) {
    const scope = await resolveResultsScope(db, viewer, body.period_identifiers);
    const list = await loadFilterList(db, scope, {
      classLabelIsGroups: classLabelIsGroups(viewer),
      language: request.interfaceLanguage,
    });
    const questions = scope.canEditFilters
      ? filterableQuestions(scope.content, request.interfaceLanguage)
      : [];
    return ok(list, { can_edit_filters: scope.canEditFilters, questions });
  }

  app.post('/results/v2/filters', { schema: { body: filterListBody } }, async (request) =>
    filterList(request, { kind: 'identity', claims: requireAuth(request) }, request.body),
  );

  app.post('/results/demo/filters', { schema: { body: filterListBody } }, async (request) => {
    const periodId = await servedDemoPeriodId(db, deps.config.demoData);
    return filterList(request, { kind: 'demo', periodId }, request.body);
  });

  /** The period's scope for someone who may read its results; editing needs the filter right too. */
  async function periodScope(request: FastifyRequest, periodId: number, edit: boolean) {
    const claims = requireAuth(request);
    const viewer: ResultsViewer = { kind: 'identity', claims };
    const scope = await resolveResultsScope(db, viewer, { type: 'period', id: periodId });
    if (edit && !scope.canEditFilters)
      throw new AppError('forbidden', 'You may not edit the filters of these results');
    return { claims, viewer, scope };
  }

  const presentFilter = async (scope: ResultsScope, row: Parameters<typeof questionFilter>[2]) =>
    questionFilter(db, scope, row, await selectionSize(db, scope, {}), await selectionJudge(db, scope));

  app.get('/results/:id/filters/visibility', { schema: { params: periodParams } }, async (request) => {
    const { viewer, scope } = await periodScope(request, request.params.id, false);
    const list = await loadFilterVisibility(db, scope, {
      classLabelIsGroups: classLabelIsGroups(viewer),
      language: request.interfaceLanguage,
    });
    return ok(list, { can_edit_filters: scope.canEditFilters });
  });

  app.put(
    '/results/:id/filters/visibility',
    { schema: { params: periodParams, body: visibilityBody } },
    async (request) => {
      const { viewer, scope } = await periodScope(request, request.params.id, true);
      await setVisibility(db, scope, request.body.filters);
      const list = await loadFilterVisibility(db, scope, {
        classLabelIsGroups: classLabelIsGroups(viewer),
        language: request.interfaceLanguage,
      });
      return ok(list, { can_edit_filters: scope.canEditFilters });
    },
  );

  app.post(
    '/results/:id/filters',
    { schema: { params: periodParams, body: createFilterBody } },
    async (request, reply) => {
      const { claims, scope } = await periodScope(request, request.params.id, true);
      const { question_id: questionId, name, mapping } = request.body;
      const row = await createFilter(
        db,
        scope,
        claims.identityId,
        { questionId, name, mapping },
        request.interfaceLanguage,
      );
      await startFilterBuild(db, deps.queue, { filterId: row.id, revision: row.revision }, request.log);
      return reply.status(202).send({ status: 202, data: { id: row.id, name: row.name } });
    },
  );

  app.get('/results/:id/filters/:filterId', { schema: { params: filterParams } }, async (request) => {
    const { scope } = await periodScope(request, request.params.id, false);
    const row = await loadPeriodFilter(db, request.params.id, request.params.filterId);
    if (!row.visibility && !scope.canEditFilters) throw notFound('Filter');
    return ok(await presentFilter(scope, row));
  });

  app.put(
    '/results/:id/filters/:filterId',
    { schema: { params: filterParams, body: changeFilterBody } },
    async (request) => {
      const { scope } = await periodScope(request, request.params.id, true);
      const { row, legacy } = await updateFilter(db, scope, request.params.filterId, request.body);
      await startFilterBuild(db, deps.queue, { filterId: row.id, revision: row.revision }, request.log);
      const current = await loadPeriodFilter(db, request.params.id, row.id);
      return ok(await presentFilter(scope, current), { legacy });
    },
  );

  app.delete('/results/:id/filters/:filterId', { schema: { params: filterParams } }, async (request) => {
    const { scope } = await periodScope(request, request.params.id, true);
    await deleteFilter(db, scope, request.params.filterId);
    return ok(null);
  });
};
