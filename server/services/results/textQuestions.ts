import type { ResultsSummary } from '../../../common/results/types';
import type { Question, SurveyContent } from '../../../common/survey/content';

export const isTextQuestion = (question: Pick<Question, 'type'>) =>
  question.type === 'text_short' || question.type === 'text_long';

/** The open-text questions in survey order (their answers are read one question at a time, never counted). */
export function textQuestionsOf(content: SurveyContent): NonNullable<ResultsSummary['textQuestions']> {
  return content.modules.flatMap((module) =>
    module.questions
      .filter(isTextQuestion)
      .map((question) => ({ questionId: question.id, moduleId: module.id, text: question.text })),
  );
}

export const textQuestionIds = (content: SurveyContent) =>
  textQuestionsOf(content).map((question) => question.questionId);
