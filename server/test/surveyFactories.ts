import { randomUUID } from 'node:crypto';
import type { SurveyContent } from '../../common/survey/content';
import { sampleSurvey } from '../../common/survey/surveyFixture';
import type { Db } from '../db/client';
import { type SurveyAudience, surveys, surveyVersions } from '../db/schema/surveys';

/** A survey with one published version (en, lv, ru), owned by an organisation or in the library. */
export async function buildPublishedSurvey(
  db: Db,
  organizationId: number | null,
  options: { audience?: SurveyAudience; content?: SurveyContent } = {},
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
  return { survey, version };
}

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
