import type { SurveyLanguage } from '../../../common/languages';
import { localizedText } from '../../../common/localizedText';
import { allQuestions, type Question, type SurveyContent, scalePoints } from '../../../common/survey/content';
import type { FilterMapping } from '../../db/schema/results';
import { fieldError } from '../../http/errors';

/** Question types whose one answer can sort a respondent under one filter value. */
export const filterableTypes: readonly string[] = ['single', 'agreement', 'frequency', 'rating'];

export type FilterChoice = { id: string; label: string };
export type FilterableQuestion = { id: string; type: string; text: string; choices: FilterChoice[] };

/** The answers a respondent can give, as stored in responses.answers (option id or point, as text). */
export function questionChoices(question: Question, language: SurveyLanguage): FilterChoice[] {
  if (question.type === 'single')
    return (question.options ?? []).map((option) => ({
      id: option.id,
      label: localizedText(option.label, language),
    }));
  const points =
    question.type === 'rating'
      ? Array.from(
          { length: (question.max ?? 10) - (question.min ?? 0) + 1 },
          (_, index) => (question.min ?? 0) + index,
        )
      : [...scalePoints];
  return points.map((point) => ({ id: String(point), label: String(point) }));
}

export function filterableQuestions(content: SurveyContent, language: SurveyLanguage): FilterableQuestion[] {
  return allQuestions(content)
    .filter((question) => filterableTypes.includes(question.type))
    .map((question) => ({
      id: question.id,
      type: question.type,
      text: localizedText(question.text, language),
      choices: questionChoices(question, language),
    }));
}

/** The question a filter is built from; 422 naming question_id when it is missing or cannot filter. */
export function filterableQuestion(content: SurveyContent, questionId: string): Question {
  const question = allQuestions(content).find((candidate) => candidate.id === questionId);
  if (!question) throw fieldError('question_id: no such question in the survey of this period');
  if (!filterableTypes.includes(question.type))
    throw fieldError('question_id: only single choice, scale and rating questions can become filters');
  return question;
}

/** Every answer under its own value, named in the request language. */
export function defaultMapping(question: Question, language: SurveyLanguage): FilterMapping {
  return {
    question_options: questionChoices(question, language).map((choice) => ({
      id: choice.id,
      value: choice.label,
    })),
  };
}

/** A mapping sent by a client: only the question's answers, each once, every value named. */
export function checkedMapping(question: Question, mapping: FilterMapping): FilterMapping {
  const known = new Set(questionChoices(question, 'en').map((choice) => choice.id));
  const seen = new Set<string>();
  for (const entry of mapping.question_options) {
    if (!known.has(entry.id)) throw fieldError(`mapping: ${entry.id} is not an answer of the question`);
    if (seen.has(entry.id)) throw fieldError(`mapping: ${entry.id} is listed twice`);
    seen.add(entry.id);
  }
  if (!seen.size) throw fieldError('mapping: map at least one answer to a value');
  return mapping;
}
