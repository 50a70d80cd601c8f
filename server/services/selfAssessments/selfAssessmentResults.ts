import { and, eq, ne } from 'drizzle-orm';
import { questionResults, scoreResults } from '../../../common/results/scoring';
import type { Anonymity } from '../../../common/results/types';
import { allQuestions, type SurveyContent } from '../../../common/survey/content';
import type { Db } from '../../db/client';
import { selfAssessments } from '../../db/schema/selfAssessments';
import { surveyVersions } from '../../db/schema/surveys';
import { AppError } from '../../http/errors';
import { tallyAnswers } from './answerTally';
import { type LoadedSelfAssessment, loadSelfAssessment } from './selfAssessmentRecords';

/** Others are compared only when at least this many finished self-assessments of the same kind exist. */
export const comparisonMinimum = 5;
const ownAnonymity: Anonymity = { minGroup: 1, minTextGroup: 1 };
const othersAnonymity: Anonymity = { minGroup: comparisonMinimum, minTextGroup: comparisonMinimum };

/** The finished answers of every other self-assessment of the same kind on the same survey. */
async function othersAnswers(db: Db, { assessment, version }: LoadedSelfAssessment) {
  const rows = await db
    .select({ answers: selfAssessments.answers })
    .from(selfAssessments)
    .innerJoin(surveyVersions, eq(surveyVersions.id, selfAssessments.surveyVersionId))
    .where(
      and(
        eq(surveyVersions.surveyId, version.surveyId),
        eq(selfAssessments.kind, assessment.kind),
        eq(selfAssessments.status, 'finished'),
        ne(selfAssessments.id, assessment.id),
      ),
    );
  return rows.map((row) => row.answers);
}

function scoresOf(
  content: SurveyContent,
  answerSets: LoadedSelfAssessment['assessment']['answers'][],
  anonymity: Anonymity,
) {
  const questions = questionResults(content, tallyAnswers(answerSets), anonymity);
  return { questions, ...scoreResults(content, questions) };
}

/**
 * A finished self-assessment's own results: pillar and question scores (0–100), the average of the
 * others of its kind when there are enough of them, and its two weakest pillars.
 */
export async function selfAssessmentResults(db: Db, id: string) {
  const loaded = await loadSelfAssessment(db, id);
  const { assessment, version } = loaded;
  if (assessment.status !== 'finished')
    throw new AppError('conflict', 'This self-assessment is not finished yet');
  const content = version.content;
  const own = scoresOf(content, [assessment.answers], ownAnonymity);
  const others = await othersAnswers(db, loaded);
  const compared = others.length >= comparisonMinimum ? scoresOf(content, others, othersAnonymity) : null;
  const pillars = own.pillars.map((pillar, i) => ({
    id: pillar.id,
    name: pillar.name,
    score: pillar.score,
    comparison: compared?.pillars[i].score ?? null,
  }));
  const weakest = pillars
    .filter((pillar) => pillar.score !== null)
    .sort((a, b) => (a.score as number) - (b.score as number))
    .slice(0, 2)
    .map((pillar) => pillar.id);
  const openAnswers = allQuestions(content)
    .filter((question) => question.type === 'text_short' || question.type === 'text_long')
    .map((question) => ({
      id: question.id,
      text: question.text,
      answer: assessment.answers[question.id] ?? null,
    }));
  return {
    id: assessment.id,
    kind: assessment.kind,
    name: assessment.name,
    language: assessment.language,
    finished_at: assessment.finishedAt?.toISOString() ?? null,
    title: content.title,
    compound: own.compound,
    comparison: {
      minimum: comparisonMinimum,
      count: compared ? others.length : null,
      compound: compared?.compound ?? null,
    },
    pillars,
    weakest,
    questions: own.questions.map((question, i) => ({
      id: question.key,
      pillar: question.pillar,
      text: question.text,
      answer: assessment.answers[question.questionId] ?? null,
      score: question.score,
      comparison: compared?.questions[i].score ?? null,
    })),
    open_answers: openAnswers,
  };
}
