import { optionalAuth, requireAuth } from '../../auth/authenticate';
import type { RouteModule } from '../../deps';
import { ok } from '../../http/envelope';
import { periodPreview } from '../../services/previews/periodPreview';
import { surveyPreview } from '../../services/previews/surveyPreview';
import { pollPreviewParams, surveyPreviewParams } from './schema';

/**
 * Previews read a survey version and save nothing. `pollId` of the school preview is the survey
 * period's id, as /school/surveys/{poll} names it.
 */
export const previewRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/preview/surveys/:slug', { schema: { params: surveyPreviewParams } }, async (request) =>
    ok(await surveyPreview(db, optionalAuth(request), request.params.slug)),
  );

  app.get('/school/preview/polls/:pollId', { schema: { params: pollPreviewParams } }, async (request) =>
    ok(await periodPreview(db, requireAuth(request), request.params.pollId)),
  );
};
