import { requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { AppError, notFound } from '../../http/errors';
import { recordEvent } from '../../services/events/recordEvent';
import { acceptTerms, currentTerms, currentTermsVersion } from '../../services/terms/termsQueries';
import { acceptTermsBody, termsQuery } from './schema';

/** The terms of use in force and their acceptance. */
export const termsRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  /**
   * Public: the current terms in the requested (or header) language, English when missing. The header may
   * name a language added at /admin/manage-languages, whose terms the terms editor writes too.
   */
  app.get('/terms/current', { schema: { querystring: termsQuery } }, async (request) => {
    const row = await currentTerms(db, request.query.language ?? request.interfaceLanguage);
    if (!row) throw notFound('Terms');
    return ok({
      id: row.id,
      version: row.version,
      language: row.language,
      title: row.title,
      body: row.body,
      published_at: row.publishedAt.toISOString(),
    });
  });

  app.post('/terms/accept', { schema: { body: acceptTermsBody } }, async (request) => {
    const claims = requireAuth(request);
    if (claims.becameBy) throw new AppError('forbidden', 'Terms cannot be accepted for someone else');
    const version = await currentTermsVersion(db);
    if (version !== request.body.version) {
      throw new AppError('conflict', `Version ${request.body.version} is not the current terms version`);
    }
    await acceptTerms(db, claims.userId, version);
    await recordEvent(db, claims, { category: 'Login', action: 'Accepted terms', details: { version } });
    return ok({ version, has_accepted_terms: 1 });
  });
};
