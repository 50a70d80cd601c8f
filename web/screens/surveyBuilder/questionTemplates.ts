import type { SurveyLanguage } from '../../../common/languages';
import type { Localized, Question, QuestionType } from '../../../common/survey/content';

/** The question types in the order the add menu offers them. */
export const questionTypeOrder: QuestionType[] = [
  'agreement',
  'frequency',
  'rating',
  'single',
  'multiple',
  'matrix',
  'text_short',
  'text_long',
  'number',
];

/** Types whose answers are scored, so reverse scoring means something. */
export const scoredTypes: QuestionType[] = ['agreement', 'frequency', 'rating', 'matrix'];

/** The next free id with this prefix: q1, q2…, one above the highest in use, so a deleted id is not reused at once. */
export function nextId(prefix: string, used: Iterable<string>): string {
  let highest = 0;
  const pattern = new RegExp(`^${prefix}(\\d+)$`);
  for (const id of used) {
    const match = pattern.exec(id);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `${prefix}${highest + 1}`;
}

/** A new question of a type with what that type needs: two options, one matrix item on the agreement scale. */
export function newQuestion(type: QuestionType, id: string): Question {
  const question: Question = {
    id,
    type,
    text: {},
    required: type !== 'text_short' && type !== 'text_long',
    reverse: false,
    pillar: null,
  };
  if (type === 'single' || type === 'multiple')
    question.options = [
      { id: 'o1', label: {} },
      { id: 'o2', label: {} },
    ];
  if (type === 'matrix') {
    question.scale = 'agreement';
    question.items = [{ id: 'i1', text: {} }];
  }
  return question;
}

/** A text with one language changed; an emptied language is dropped. */
export function withText(text: Localized | undefined, language: SurveyLanguage, value: string): Localized {
  const next: Localized = { ...text };
  if (value) next[language] = value;
  else delete next[language];
  return next;
}
