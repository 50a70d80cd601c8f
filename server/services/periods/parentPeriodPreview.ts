import { asc, inArray } from 'drizzle-orm';
import type { ParentPeriodPreview } from '../../../common/parentPeriodPreview';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import type { PeriodAudience, SurveyAudience } from '../../db/schema/surveys';
import { resolveAudience } from './audience';
import { loadRunnableVersion } from './createPeriod';
import { childSchools } from './parentPeriods';

/**
 * The launch summary of a parent period before it starts: whom it would ask at each chosen school, so
 * schools where nobody is registered (no parents, no classes of the grades) are seen before launching.
 */
export async function previewParentPeriod(
  db: Db,
  organizationId: number,
  input: { surveyVersionId: number; audience: PeriodAudience; schoolIds: number[] },
): Promise<ParentPeriodPreview> {
  const schoolIds = [...new Set(input.schoolIds)];
  await childSchools(db, organizationId, schoolIds);
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, schoolIds))
    .orderBy(asc(organizations.name), asc(organizations.id));
  let surveyAudience: SurveyAudience = 'student';
  const schools: ParentPeriodPreview['schools'] = [];
  for (const school of rows) {
    const { survey } = await loadRunnableVersion(db, input.surveyVersionId, school.id);
    surveyAudience = survey.audience;
    const resolved = await resolveAudience(db, school.id, survey.audience, input.audience);
    schools.push({ id: school.id, name: school.name, expected: resolved.expectedCount });
  }
  return { survey_audience: surveyAudience, public_link: input.audience.publicLink, schools };
}
