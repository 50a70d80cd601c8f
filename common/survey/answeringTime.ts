import { allQuestions, type QuestionType, type SurveyContent } from './content';

/**
 * Seconds a respondent typically spends on one question of each kind (reading included): a scale
 * answer is quick, a written answer is not. A matrix counts per statement.
 */
const secondsPerAnswer: Record<QuestionType, number> = {
  agreement: 10,
  frequency: 10,
  single: 12,
  multiple: 18,
  rating: 10,
  text_short: 30,
  text_long: 75,
  number: 12,
  matrix: 7,
};

/** Reading the introduction and getting started. */
const startSeconds = 30;

/** How many minutes this survey takes to answer, estimated from its own questions (at least 1). */
export function estimatedMinutes(content: SurveyContent): number {
  const seconds = allQuestions(content).reduce(
    (sum, question) =>
      sum +
      secondsPerAnswer[question.type] * (question.type === 'matrix' ? (question.items?.length ?? 0) : 1),
    startSeconds,
  );
  return Math.max(1, Math.round(seconds / 60));
}
