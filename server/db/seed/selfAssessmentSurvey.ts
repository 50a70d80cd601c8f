import { isDeepStrictEqual } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { surveys, surveyVersions } from '../schema/surveys';
import { selfAssessmentSurvey } from './librarySurveys/selfAssessment';

export const selfAssessmentSlug = 'self-assessment';
const languages = ['en', 'lv', 'ru'];

/**
 * The library survey behind /self-assessment, on every start: made when missing, and published
 * as a new version when its content in the code has changed (answers given keep their version).
 */
export async function seedSelfAssessmentSurvey(db: Db): Promise<void> {
  const content = JSON.parse(JSON.stringify(selfAssessmentSurvey));
  await db
    .insert(surveys)
    .values({ slug: selfAssessmentSlug, organizationId: null, audience: 'staff', draft: content })
    .onConflictDoNothing({ target: surveys.slug });
  const [survey] = await db.select().from(surveys).where(eq(surveys.slug, selfAssessmentSlug));
  const [latest] = await db
    .select()
    .from(surveyVersions)
    .where(eq(surveyVersions.surveyId, survey.id))
    .orderBy(desc(surveyVersions.number))
    .limit(1);
  if (latest && isDeepStrictEqual(latest.content, content)) return;
  await db.transaction(async (tx) => {
    await tx.update(surveys).set({ draft: content, updatedAt: new Date() }).where(eq(surveys.id, survey.id));
    await tx
      .insert(surveyVersions)
      .values({ surveyId: survey.id, number: (latest?.number ?? 0) + 1, content, languages })
      .onConflictDoNothing();
  });
}
