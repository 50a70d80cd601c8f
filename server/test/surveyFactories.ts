import { randomUUID } from 'node:crypto';
import type { SurveyContent } from '../../common/survey/content';
import { sampleSurvey } from '../../common/survey/surveyFixture';
import type { Db } from '../db/client';
import { surveyPackageSurveys } from '../db/schema/surveyPackages';
import { type SurveyAudience, surveys, surveyVersions } from '../db/schema/surveys';
import { seedFreePackage } from '../db/seed/freePackage';

/**
 * A survey with one published version (en, lv, ru), owned by an organisation or in the library. A library
 * survey is put in the free package, so any school without a package may run it (`freePackage: false` not).
 */
export async function buildPublishedSurvey(
  db: Db,
  organizationId: number | null,
  options: { audience?: SurveyAudience; content?: SurveyContent; freePackage?: boolean } = {},
) {
  const content = options.content ?? sampleSurvey();
  const [survey] = await db
    .insert(surveys)
    .values({
      slug: `survey-${randomUUID().slice(0, 8)}`,
      organizationId,
      audience: options.audience ?? 'student',
      draft: content,
    })
    .returning();
  const [version] = await db
    .insert(surveyVersions)
    .values({ surveyId: survey.id, number: 1, content, languages: ['en', 'lv', 'ru'] })
    .returning();
  if (organizationId === null && options.freePackage !== false)
    await db
      .insert(surveyPackageSurveys)
      .values({ packageId: await seedFreePackage(db), surveyId: survey.id });
  return { survey, version };
}

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
