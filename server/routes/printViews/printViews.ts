import { grantedNames } from '../../../common/permissions';
import type { ResultsRequest } from '../../../common/results/types';
import { requireAuth } from '../../auth/authenticate';
import { tokenSecretsOf } from '../../auth/secretRotation';
import type { TokenClaims } from '../../auth/tokens';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { loadIdentityContext } from '../../services/accounts/identityContext';
import { loadOpenTexts } from '../../services/results/openTexts';
import { issuePrintPass, readPrintPass } from '../../services/results/printPass';
import { resolveResultsScope } from '../../services/results/resultsScope';
import { loadResultsSummary } from '../../services/results/summary';
import { openTextsBody, resultsRequestBody } from '../results/schema';
import { createPrintBody, printTokenParams } from './schema';

const prefix = '/print/results/:token';

/**
 * Spec §2 /pdfv2/{action} is a public page outside the terms gate. A signed-in reader asks for a print
 * pass for the selection on screen (POST /api/results/v2/print); the print view then reads through
 * /api/print/results/:token/ without a session: that selection's summary and open texts, nothing else,
 * for ten minutes, with the reach the asker's identity has at the time of reading.
 */
export const printViewRoutes: RouteModule = (app, { database, config }) => {
  const { db } = database;
  const secret = config.tokenSecret;

  /** The pass as any secret of a rotation signed it; the newest's refusal otherwise (404, or 410 expired). */
  const readPass = (token: string, selection: Pick<ResultsRequest, 'period_identifiers' | 'filters'>) => {
    const [newest, ...older] = tokenSecretsOf(config);
    try {
      return readPrintPass(newest, token, 'results', selection);
    } catch (refusal) {
      for (const candidate of older) {
        try {
          return readPrintPass(candidate, token, 'results', selection);
        } catch {
          // not this one
        }
      }
      throw refusal;
    }
  };

  app.post('/results/v2/print', { schema: { body: createPrintBody } }, async (request, reply) => {
    const claims = requireAuth(request);
    const { action, request: selection } = request.body;
    // Refuse at once what the caller could not read itself (404/403 as the summary would).
    await resolveResultsScope(db, { kind: 'identity', claims }, selection.period_identifiers);
    const { token, expiresAt } = issuePrintPass(secret, action, selection, claims.identityId);
    const query = new URLSearchParams({ request: JSON.stringify(selection), token });
    return reply
      .status(201)
      .send(
        created({ token, path: `/pdfv2/${action}?${query}`, expires_at: new Date(expiresAt).toISOString() }),
      );
  });

  /** The asker as the pass stands for it: the identity's current permissions, no session of its own. */
  const viewerOf = async (
    token: string,
    selection: Pick<ResultsRequest, 'period_identifiers' | 'filters'>,
  ) => {
    const pass = readPass(token, selection);
    const context = await loadIdentityContext(db, pass.identityId);
    if (!context)
      throw new AppError('link_expired', 'The account that made this print link is no longer active');
    const claims: TokenClaims = {
      userId: context.user.id,
      identityId: context.identity.id,
      identityType: context.identity.type,
      organizationId: context.identity.organizationId,
      permissions: grantedNames(context.permissions),
      sessionId: null,
      becameBy: null,
      tokenId: `print:${token}`,
      expiresAt: Math.floor(pass.expiresAt / 1000),
    };
    return { kind: 'identity' as const, claims };
  };

  app.post(
    `${prefix}/summary`,
    { schema: { params: printTokenParams, body: resultsRequestBody } },
    async (request) => {
      const viewer = await viewerOf(request.params.token, request.body);
      const scope = await resolveResultsScope(db, viewer, request.body.period_identifiers);
      return ok(
        await loadResultsSummary(db, scope, request.body, {
          language: request.interfaceLanguage,
          isPdf: true,
        }),
      );
    },
  );

  app.post(
    `${prefix}/texts`,
    { schema: { params: printTokenParams, body: openTextsBody } },
    async (request) => {
      const { question_id, period_identifiers, filters = {} } = request.body;
      const viewer = await viewerOf(request.params.token, { period_identifiers, filters });
      const scope = await resolveResultsScope(db, viewer, period_identifiers);
      return ok(await loadOpenTexts(db, scope, filters, question_id, request.interfaceLanguage));
    },
  );
};
