import type { FastifyRequest } from 'fastify';
import type { ResultsRequest } from '../../../common/results/types';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import type { App } from '../../deps';
import { ok } from '../../http/envelope';
import { resultsSummaries } from '../../metrics/registry';
import type { ReadEvent } from '../../services/events/recordEvent';
import { loadComparison, loadSide } from '../../services/results/comparison';
import { loadOpenTexts } from '../../services/results/openTexts';
import { resolveResultsScope } from '../../services/results/resultsScope';
import type { ResultsViewer } from '../../services/results/resultsViewer';
import { loadResultsSummary } from '../../services/results/summary';
import { keepSummary, keptSummary, summaryKey } from '../../services/results/summaryCache';
import { loadThemeStandings } from '../../services/results/themeStandings';
import { compareBody, openTextsBody, resultsRequestBody } from './schema';

/** Who reads: a signed-in identity, a share link or the demo; the only thing that differs between prefixes. */
export type ViewerOf = (request: FastifyRequest) => Promise<ResultsViewer>;

/** The database a read goes to (a replica, db/readYourWrites.ts); events are written to `db`. */
export type ReaderOf = (request: FastifyRequest) => Promise<Db>;

/** A signed-in reader's Results view event of a summary read. */
const summaryView = (db: Db, claims: TokenClaims, body: ResultsRequest): ReadEvent => ({
  db,
  claims,
  input: {
    category: 'Results',
    action: 'view',
    details: { period_identifiers: body.period_identifiers, filters: body.filters ?? {} },
  },
});

/**
 * The results reads (summary, strengths and areas to work on, open texts, comparison) under one prefix, e.g. `/results/v2`,
 * `/results/demo` or `/results/shared/:token`.
 */
export function registerResultsReads(
  app: App,
  db: Db,
  prefix: string,
  viewerOf: ViewerOf,
  readerOf: ReaderOf = async () => db,
  /** `revocationInFirstRead`: the viewer's token revocation is read with the scope (resolveResultsScope). */
  config: { revocationInFirstRead?: boolean } = {},
) {
  app.post(`${prefix}/summary`, { schema: { body: resultsRequestBody }, config }, async (request, reply) => {
    const viewer = await viewerOf(request);
    const reader = await readerOf(request);
    const language = request.interfaceLanguage;
    const view = viewer.kind === 'identity' ? summaryView(db, viewer.claims, request.body) : null;
    const key = summaryKey(viewer, request.body, language);
    reply.type('application/json; charset=utf-8');
    // A summary this server kept, answered again while what it was made of is unchanged.
    const kept = key ? await keptSummary(reader, viewer, key, view) : null;
    if (kept !== null) {
      resultsSummaries.inc({ answer: 'kept' });
      return reply.send(kept);
    }
    const since = Date.now();
    const scope = await resolveResultsScope(reader, viewer, request.body.period_identifiers, {
      readVersion: key !== null,
    });
    // The view is written while the summary is read (in its count statement when that goes to `db`),
    // and without waiting for the disk.
    const body = JSON.stringify(
      ok(await loadResultsSummary(reader, scope, request.body, { language, view })),
    );
    if (key) keepSummary(reader, key, scope, body, since);
    resultsSummaries.inc({ answer: 'made' });
    return reply.send(body);
  });

  // Strengths and areas to work on: their paired tests read respondent rows, so the server ranks the
  // themes and only the verdicts leave it; a read of its own, so the summary does not wait for it.
  app.post(`${prefix}/themes`, { schema: { body: resultsRequestBody }, config }, async (request) => {
    const viewer = await viewerOf(request);
    const reader = await readerOf(request);
    const scope = await resolveResultsScope(reader, viewer, request.body.period_identifiers);
    const language = request.interfaceLanguage;
    return ok(await loadThemeStandings(reader, await loadSide(reader, scope, request.body, { language })));
  });

  app.post(`${prefix}/texts`, { schema: { body: openTextsBody }, config }, async (request) => {
    const viewer = await viewerOf(request);
    const reader = await readerOf(request);
    const scope = await resolveResultsScope(reader, viewer, request.body.period_identifiers);
    const { filters = {}, question_id } = request.body;
    return ok(await loadOpenTexts(reader, scope, filters, question_id, request.interfaceLanguage));
  });

  app.post(`${prefix}/compare`, { schema: { body: compareBody }, config }, async (request) => {
    const viewer = await viewerOf(request);
    const reader = await readerOf(request);
    const left = await resolveResultsScope(reader, viewer, request.body.period_identifiers);
    const right = await resolveResultsScope(reader, viewer, request.body.compare_identifiers);
    return ok(
      await loadComparison(
        reader,
        [left, right],
        request.body.filters ?? {},
        request.interfaceLanguage,
        request.body.benchmarkId ?? null,
      ),
    );
  });
}
