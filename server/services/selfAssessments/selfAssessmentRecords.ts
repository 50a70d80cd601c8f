import { desc, eq } from 'drizzle-orm';
import { orderLanguages } from '../../../common/languages';
import type { Db } from '../../db/client';
import { selfAssessments } from '../../db/schema/selfAssessments';
import { surveys, surveyVersions } from '../../db/schema/surveys';
import { selfAssessmentSlug } from '../../db/seed/selfAssessmentSurvey';
import { notFound } from '../../http/errors';
import { surveyLanguageCodes } from '../translations/surveyLanguages';

/** The version new self-assessments answer: the latest of the library survey `self-assessment`. */
export async function currentSelfAssessmentVersion(db: Db) {
  const [row] = await db
    .select({ version: surveyVersions })
    .from(surveyVersions)
    .innerJoin(surveys, eq(surveys.id, surveyVersions.surveyId))
    .where(eq(surveys.slug, selfAssessmentSlug))
    .orderBy(desc(surveyVersions.number))
    .limit(1);
  if (!row) throw notFound('Self-assessment survey');
  return row.version;
}

/** One self-assessment with the version it answers; its random id is the only key to it. */
export async function loadSelfAssessment(db: Db, id: string) {
  const [row] = await db
    .select({ assessment: selfAssessments, version: surveyVersions })
    .from(selfAssessments)
    .innerJoin(surveyVersions, eq(surveyVersions.id, selfAssessments.surveyVersionId))
    .where(eq(selfAssessments.id, id));
  if (!row) throw notFound('Self-assessment');
  return row;
}

export type LoadedSelfAssessment = Awaited<ReturnType<typeof loadSelfAssessment>>;

/**
 * The languages a self-assessment may be filled in: its version's (en, lv, ru as shipped) and every language
 * switched on for surveys at /admin/manage-languages. Its questions are the shipped texts (the seed publishes
 * the code's content), so an added language shows them in English; its fixed words (buttons, scales) are that
 * language's translation keys, English where untranslated, as in any poll.
 */
export async function selfAssessmentLanguages(db: Db, versionLanguages: readonly string[]) {
  return orderLanguages([...versionLanguages, ...(await surveyLanguageCodes(db))]);
}

/** What the filling screen needs to start or resume; `languages` from selfAssessmentLanguages. */
export function presentSelfAssessment(
  { assessment, version }: LoadedSelfAssessment,
  languages: readonly string[] = version.languages,
) {
  return {
    id: assessment.id,
    kind: assessment.kind,
    name: assessment.name,
    language: assessment.language,
    status: assessment.status,
    answers: assessment.answers,
    languages: orderLanguages([...languages, assessment.language]),
    survey: version.content,
    finished_at: assessment.finishedAt?.toISOString() ?? null,
  };
}
