import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { surveys, surveyVersions } from '../../db/schema/surveys';
import { canEditSurvey, canReadSurvey } from '../../policies/surveys';
import { presentSurveySummary } from '../../presenters/survey';
import { boundByPackages, entitledLibrarySurveyIds } from '../surveyPackages/packageEntitlement';

export type SurveyScope = 'library' | 'own' | 'all';

/** The library and the caller's organisation's surveys that the caller may read, newest first. */
export async function listSurveys(
  db: Db,
  claims: TokenClaims,
  scope: SurveyScope,
  organizationId: number | null,
) {
  const own = organizationId ? eq(surveys.organizationId, organizationId) : undefined;
  const library = isNull(surveys.organizationId);
  const which: SQL | undefined =
    scope === 'library' ? library : scope === 'own' ? (own ?? library) : or(library, own);
  const rows = await db
    .select({ survey: surveys, organization: organizations })
    .from(surveys)
    .leftJoin(organizations, eq(organizations.id, surveys.organizationId))
    .where(and(isNull(surveys.archivedAt), which))
    .orderBy(desc(surveys.updatedAt));
  // A library survey is listed to an organisation's staff only while one of its packages holds it.
  const entitled =
    boundByPackages(claims) && claims.organizationId
      ? await entitledLibrarySurveyIds(db, claims.organizationId)
      : null;
  const visible = rows.filter(
    (row) =>
      canReadSurvey(claims, row) &&
      (row.survey.organizationId !== null || !boundByPackages(claims) || entitled?.has(row.survey.id)),
  );
  const versions = visible.length
    ? await db
        .select()
        .from(surveyVersions)
        .where(
          inArray(
            surveyVersions.surveyId,
            visible.map((row) => row.survey.id),
          ),
        )
    : [];
  return visible.map((row) =>
    presentSurveySummary(row.survey, {
      latestVersion:
        versions
          .filter((version) => version.surveyId === row.survey.id)
          .sort((a, b) => b.number - a.number)[0] ?? null,
      editable: canEditSurvey(claims, row),
    }),
  );
}

export async function listVersions(db: Db, surveyId: number) {
  return db
    .select()
    .from(surveyVersions)
    .where(eq(surveyVersions.surveyId, surveyId))
    .orderBy(desc(surveyVersions.number));
}
