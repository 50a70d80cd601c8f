import { desc, eq, or } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { surveys, surveyVersions } from '../../db/schema/surveys';
import { notFound } from '../../http/errors';
import { canReadSurvey } from '../../policies/surveys';
import { presentPreview } from './presentPreview';

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The latest published version of a survey, named by its slug (or its uuid, as the builder knows it).
 * Library surveys are public; an organisation's own only for those who may read its designs —
 * everyone else gets the same 404 as for a slug that does not exist.
 */
export async function surveyPreview(db: Db, claims: TokenClaims | null, slugOrUuid: string) {
  const [row] = await db
    .select({ survey: surveys, organization: organizations })
    .from(surveys)
    .leftJoin(organizations, eq(organizations.id, surveys.organizationId))
    .where(
      uuidShape.test(slugOrUuid)
        ? or(eq(surveys.slug, slugOrUuid), eq(surveys.uuid, slugOrUuid))
        : eq(surveys.slug, slugOrUuid),
    )
    .limit(1);
  if (!row || row.survey.archivedAt) throw notFound('Survey');
  if (row.organization && (!claims || !canReadSurvey(claims, row))) throw notFound('Survey');
  const [version] = await db
    .select()
    .from(surveyVersions)
    .where(eq(surveyVersions.surveyId, row.survey.id))
    .orderBy(desc(surveyVersions.number))
    .limit(1);
  if (!version) throw notFound('Published version of this survey');
  return presentPreview({
    source: 'survey',
    name: null,
    languages: version.languages,
    anonymous: false,
    versionNumber: version.number,
    content: version.content,
  });
}
