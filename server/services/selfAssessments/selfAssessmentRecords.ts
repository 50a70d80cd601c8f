import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selfAssessments } from '../../db/schema/selfAssessments';
import { surveys, surveyVersions } from '../../db/schema/surveys';
import { selfAssessmentSlug } from '../../db/seed/selfAssessmentSurvey';
import { notFound } from '../../http/errors';

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

/** What the filling screen needs to start or resume. */
export function presentSelfAssessment({ assessment, version }: LoadedSelfAssessment) {
  return {
    id: assessment.id,
    kind: assessment.kind,
    name: assessment.name,
    language: assessment.language,
    status: assessment.status,
    answers: assessment.answers,
    languages: version.languages,
    survey: version.content,
    finished_at: assessment.finishedAt?.toISOString() ?? null,
  };
}
