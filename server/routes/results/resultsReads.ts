import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { App } from '../../deps';
import { ok } from '../../http/envelope';
import { loadComparison } from '../../services/results/comparison';
import { loadOpenTexts } from '../../services/results/openTexts';
import { type ResultsViewer, resolveResultsScope } from '../../services/results/resultsScope';
import { loadResultsSummary } from '../../services/results/summary';
import { compareBody, openTextsBody, resultsRequestBody } from './schema';

/** Who reads: a signed-in identity, a share link or the demo; the only thing that differs between prefixes. */
export type ViewerOf = (request: FastifyRequest) => Promise<ResultsViewer>;

/** The database a read goes to (a replica, db/readYourWrites.ts); events are written to `db`. */
export type ReaderOf = (request: FastifyRequest) => Promise<Db>;

/**
 * The results reads (summary, open texts, comparison) under one prefix, e.g. `/results/v2`,
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
  app.post(`${prefix}/summary`, { schema: { body: resultsRequestBody }, config }, async (request) => {
    const viewer = await viewerOf(request);
    const reader = await readerOf(request);
    const scope = await resolveResultsScope(reader, viewer, request.body.period_identifiers);
    // The view is written while the summary is read (in its count statement when that goes to `db`),
    // and without waiting for the disk.
    const view =
      viewer.kind === 'identity'
        ? {
            db,
            claims: viewer.claims,
            input: {
              category: 'Results',
              action: 'view',
              details: {
                period_identifiers: request.body.period_identifiers,
                filters: request.body.filters ?? {},
              },
            },
          }
        : null;
    return ok(
      await loadResultsSummary(reader, scope, request.body, { language: request.interfaceLanguage, view }),
    );
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
      await loadComparison(reader, [left, right], request.body.filters ?? {}, request.interfaceLanguage),
    );
  });
}
