import { eq } from 'drizzle-orm';
import { contentProblems } from '../../../common/survey/contentRules';
import { requireAuth } from '../../auth/authenticate';
import { organizations } from '../../db/schema';
import type { RouteModule } from '../../deps';
import { created, ok } from '../../http/envelope';
import { AppError, notFound } from '../../http/errors';
import { canCreateSurveyFor } from '../../policies/surveys';
import { presentSurvey, presentVersion } from '../../presenters/survey';
import { assertLibrarySurveyEntitled } from '../../services/surveyPackages/packageEntitlement';
import { loadSurveyFor } from '../../services/surveys/surveyAccess';
import { listSurveys, listVersions } from '../../services/surveys/surveyQueries';
import { createSurvey, publishSurvey, saveDraft } from '../../services/surveys/surveyWrites';
import { assertTextLanguages } from '../../services/translations/surveyLanguages';
import { createSurveyBody, listSurveysQuery, publishBody, saveDraftBody, surveyParams } from './schema';

/** The survey library and an organisation's own surveys: list, create or copy, autosave, publish. */
export const surveyRoutes: RouteModule = (app, { database }) => {
  const { db } = database;

  app.get('/surveys', { schema: { querystring: listSurveysQuery } }, async (request) => {
    const claims = requireAuth(request);
    const organizationId = request.query.organization_id ?? claims.organizationId;
    return ok(await listSurveys(db, claims, request.query.scope, organizationId));
  });

  app.post('/surveys', { schema: { body: createSurveyBody } }, async (request, reply) => {
    const claims = requireAuth(request);
    const { organization_id: requestedOrganizationId, copy_from, ...rest } = request.body;
    if (requestedOrganizationId === null) {
      if (claims.identityType !== 'super_admin' || claims.becameBy)
        throw new AppError('forbidden', 'Only a super-admin can add to the library');
    } else {
      const [organization] = await db
        .select()
        .from(organizations)
        .where(eq(organizations.id, requestedOrganizationId));
      if (!organization || !canCreateSurveyFor(claims, organization)) throw notFound('Organization');
    }
    await assertTextLanguages(db, { titles: rest.titles });
    const source = copy_from ? await loadSurveyFor(db, claims, copy_from, 'read') : null;
    if (source && requestedOrganizationId !== null)
      await assertLibrarySurveyEntitled(db, claims, requestedOrganizationId, source.survey);
    const sourceContent = source
      ? ((await listVersions(db, source.survey.id))[0]?.content ?? source.survey.draft)
      : undefined;
    const row = await createSurvey(db, claims, {
      ...rest,
      organizationId: requestedOrganizationId,
      language: request.language,
      copyOf: sourceContent,
      copiedFromId: source?.survey.id,
    });
    return reply
      .status(201)
      .send(
        created(presentSurvey(row, { versions: [], editable: true, problems: contentProblems(row.draft) })),
      );
  });

  app.get('/surveys/:uuid', { schema: { params: surveyParams } }, async (request) => {
    const { survey, editable } = await loadSurveyFor(db, requireAuth(request), request.params.uuid, 'read');
    const versions = await listVersions(db, survey.id);
    return ok(presentSurvey(survey, { versions, editable, problems: contentProblems(survey.draft) }));
  });

  app.put(
    '/surveys/:uuid/draft',
    { schema: { params: surveyParams, body: saveDraftBody } },
    async (request) => {
      const { survey } = await loadSurveyFor(db, requireAuth(request), request.params.uuid, 'edit');
      const row = await saveDraft(db, survey, request.body.content, request.body.revision);
      return ok({
        revision: row.draftRevision,
        problems: contentProblems(row.draft),
        saved_at: row.updatedAt.toISOString(),
      });
    },
  );

  app.post(
    '/surveys/:uuid/publish',
    { schema: { params: surveyParams, body: publishBody } },
    async (request, reply) => {
      const claims = requireAuth(request);
      const { survey } = await loadSurveyFor(db, claims, request.params.uuid, 'edit');
      const version = await publishSurvey(db, claims, survey, request.body.languages);
      return reply.status(201).send(created(presentVersion(version)));
    },
  );
};
