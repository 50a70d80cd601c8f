import type { Answers, AnswerValue } from './answerTypes';
import { allQuestions, type Question, type SurveyContent, scalePoints } from './content';
import { visibleQuestionIds } from './skipLogic';

export const textLimits = { text_short: 500, text_long: 5000 } as const;

const isScalePoint = (value: unknown) =>
  typeof value === 'number' && (scalePoints as readonly number[]).includes(value);

/*
 * Published survey content never changes (a new version is a new object), so what a save reads of it
 * is worked out once per content object rather than on every save of every respondent.
 */
const questionsByContent = new WeakMap<SurveyContent, Map<string, Question>>();
const idsByList = new WeakMap<readonly { id: string }[], Set<string>>();

function questionsOf(content: SurveyContent): Map<string, Question> {
  let questions = questionsByContent.get(content);
  if (!questions) {
    questions = new Map(allQuestions(content).map((question) => [question.id, question]));
    questionsByContent.set(content, questions);
  }
  return questions;
}

const noIds = new Set<string>();

/** The ids of a question's options or of a matrix's items. */
function idsIn(list: readonly { id: string }[] | undefined): Set<string> {
  if (!list) return noIds;
  let ids = idsByList.get(list);
  if (!ids) {
    ids = new Set(list.map((entry) => entry.id));
    idsByList.set(list, ids);
  }
  return ids;
}

/** Why one answer does not fit its question, or null when it does. */
export function answerProblem(question: Question, value: AnswerValue): string | null {
  switch (question.type) {
    case 'agreement':
    case 'frequency':
      return isScalePoint(value) ? null : 'must be a whole number from 1 to 5';
    case 'rating':
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 10
        ? null
        : 'must be a whole number from 0 to 10';
    case 'single':
      return typeof value === 'string' && idsIn(question.options).has(value)
        ? null
        : 'must be one of the options';
    case 'multiple':
      return Array.isArray(value) &&
        value.length > 0 &&
        value.every((id) => typeof id === 'string' && idsIn(question.options).has(id)) &&
        new Set(value).size === value.length
        ? null
        : 'must be a list of different options';
    case 'text_short':
    case 'text_long':
      if (typeof value !== 'string') return 'must be text';
      return value.length <= textLimits[question.type]
        ? null
        : `must be at most ${textLimits[question.type]} characters`;
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
      if (question.min !== undefined && value < question.min) return `must be at least ${question.min}`;
      if (question.max !== undefined && value > question.max) return `must be at most ${question.max}`;
      return null;
    }
    case 'matrix': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return 'must give a value per item';
      const entries = Object.entries(value);
      if (entries.some(([item]) => !idsIn(question.items).has(item)))
        return 'names an item the question does not have';
      return entries.every(([, point]) => isScalePoint(point))
        ? null
        : 'items must be whole numbers from 1 to 5';
    }
  }
}

const isEmpty = (value: AnswerValue | undefined) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

export type SubmissionCheck = { answers: Answers; problems: string[] };

/**
 * Checks a submission against the survey version: every problem names its question. Answers to
 * questions the skip logic hides are dropped; a finished response needs every shown required one.
 */
export function checkSubmission(content: SurveyContent, raw: Answers, finished: boolean): SubmissionCheck {
  const questions = questionsOf(content);
  const problems: string[] = [];
  const given: Answers = {};
  for (const [id, value] of Object.entries(raw)) {
    const question = questions.get(id);
    if (!question) {
      problems.push(`${id}: not a question of this survey`);
      continue;
    }
    if (isEmpty(value)) continue;
    const problem = answerProblem(question, value);
    if (problem) problems.push(`${id}: ${problem}`);
    else given[id] = typeof value === 'string' ? value.trim() : value;
  }
  const shown = visibleQuestionIds(content, given);
  const answers: Answers = Object.fromEntries(shown.filter((id) => id in given).map((id) => [id, given[id]]));
  if (finished) {
    for (const id of shown) {
      const question = questions.get(id) as Question;
      if (!question.required || id in answers) continue;
      problems.push(`${id}: an answer is required`);
    }
    for (const id of shown) {
      const question = questions.get(id) as Question;
      const value = answers[id];
      if (question.type === 'matrix' && question.required && value && typeof value === 'object') {
        const missing = (question.items ?? []).filter(
          (item) => !(item.id in (value as Record<string, number>)),
        );
        if (missing.length) problems.push(`${id}: every item needs an answer`);
      }
    }
  }
  return { answers, problems };
}
