import { defaultAnonymity } from '../../../common/results/anonymity';
import { average, roundScore } from '../../../common/results/numbers';
import { type AnswerCounts, questionResults, scoreResults } from '../../../common/results/scoring';
import type { ScoreResult } from '../../../common/results/types';
import type { SurveyContent } from '../../../common/survey/content';
import type { BenchmarkValue } from '../../db/schema/results';

const meanFavourable = (parts: { favourable: number | null }[]) => {
  const shares = parts.map((part) => part.favourable).filter((share): share is number => share !== null);
  return shares.length > 0 ? average(shares) : null;
};

/**
 * What a benchmark stores, keyed as results are: 'compound', 'pillar:<id>' and each question key,
 * scored by the results engine under the default anonymity rules, scores to one decimal. Unscored questions are left out.
 */
export function benchmarkValues(
  content: SurveyContent,
  counts: AnswerCounts,
): Record<string, BenchmarkValue> {
  const questions = questionResults(content, counts, defaultAnonymity);
  const { pillars, compound } = scoreResults(content, questions);
  const values: Record<string, BenchmarkValue> = {};
  const scoredQuestions = questions.filter((question) => question.score !== null);
  const visiblePillars = pillars.filter((pillar: ScoreResult) => pillar.score !== null);
  values.compound = {
    score: compound,
    favourable: meanFavourable(content.pillars.length > 0 ? visiblePillars : scoredQuestions),
    n: counts.respondents,
  };
  for (const pillar of visiblePillars) {
    values[`pillar:${pillar.id}`] = {
      score: pillar.score,
      favourable: pillar.favourable,
      n: counts.respondents,
    };
  }
  for (const question of scoredQuestions) {
    values[question.key] = {
      score: roundScore(question.score as number),
      favourable: question.favourable,
      n: question.answered,
    };
  }
  return values;
}
