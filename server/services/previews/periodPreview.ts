import { eq } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { surveyPeriods, surveyVersions } from '../../db/schema/surveys';
import { AppError, notFound } from '../../http/errors';
import { canPreviewPeriod } from '../../policies/previews';
import { isInSchoolScope } from '../../policies/respondents';
import { presentPreview } from './presentPreview';

/**
 * What respondents of a period see: its survey version in the period's languages. 404 outside the
 * caller's schools, 403 inside without view_survey_periods or view_survey_design.
 */
export async function periodPreview(db: Db, claims: TokenClaims, periodId: number) {
  const [row] = await db
    .select({ period: surveyPeriods, organization: organizations, version: surveyVersions })
    .from(surveyPeriods)
    .innerJoin(organizations, eq(organizations.id, surveyPeriods.organizationId))
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .where(eq(surveyPeriods.id, periodId));
  if (!row || !isInSchoolScope(claims, row.organization)) throw notFound('Survey period');
  if (!canPreviewPeriod(claims, row.organization))
    throw new AppError('forbidden', 'You need the view_survey_periods or view_survey_design permission');
  return presentPreview({
    source: 'period',
    name: row.period.name,
    languages: row.period.languages,
    anonymous: row.period.anonymous,
    versionNumber: row.version.number,
    content: row.version.content,
  });
}
