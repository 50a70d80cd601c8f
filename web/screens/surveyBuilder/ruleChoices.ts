import { type Question, type Rule, type SurveyContent, scalePoints } from '../../../common/survey/content';

export type RuleOp = Rule['op'];

/** The tests that fit what a question's answer is. */
export function opsFor(question: Question): RuleOp[] {
  switch (question.type) {
    case 'agreement':
    case 'frequency':
    case 'rating':
      return ['equals', 'not', 'one_of', 'range', 'answered'];
    case 'single':
    case 'multiple':
      return ['equals', 'not', 'one_of', 'answered'];
    case 'number':
      return ['equals', 'not', 'range', 'answered'];
    default:
      return ['answered'];
  }
}

/** The answers a rule can name: scale points, or the ids of the options; null for a free number. */
export function valueChoices(question: Question): (string | number)[] | null {
  if (question.type === 'agreement' || question.type === 'frequency') return [...scalePoints];
  if (question.type === 'rating') return Array.from({ length: 11 }, (_, point) => point);
  if (question.type === 'single' || question.type === 'multiple')
    return (question.options ?? []).map((option) => option.id);
  return null;
}

/** A rule of an operator for a question, keeping what it can of the rule it replaces. */
export function ruleFor(question: Question, op: RuleOp, previous?: Rule): Rule {
  const choices = valueChoices(question);
  const first = choices?.[0] ?? (question.type === 'number' ? (question.min ?? 0) : '');
  const kept =
    previous && previous.question === question.id
      ? previous.op === 'equals' || previous.op === 'not'
        ? previous.value
        : previous.op === 'one_of'
          ? previous.values[0]
          : previous.op === 'range'
            ? previous.min
            : undefined
      : undefined;
  const value = kept !== undefined && (!choices || choices.includes(kept)) ? kept : first;
  switch (op) {
    case 'equals':
    case 'not':
      return { question: question.id, op, value };
    case 'one_of':
      return { question: question.id, op, values: [value] };
    case 'range': {
      const numbers = (choices ?? []).filter((choice): choice is number => typeof choice === 'number');
      const min = typeof value === 'number' ? value : (numbers[0] ?? 0);
      return { question: question.id, op, min, max: Math.max(min, numbers[1] ?? min) };
    }
    case 'answered':
      return { question: question.id, op };
  }
}

export function defaultRuleFor(question: Question): Rule {
  return ruleFor(question, opsFor(question)[0]);
}

/**
 * The questions a condition may look at: those before the question in the survey, or those of the
 * modules before a module. Skip logic never looks forward, so it can never loop.
 */
export function earlierQuestions(content: SurveyContent, targetId: string): Question[] {
  const earlier: Question[] = [];
  for (const module of content.modules) {
    if (module.id === targetId) return earlier;
    for (const question of module.questions) {
      if (question.id === targetId) return earlier;
      earlier.push(question);
    }
  }
  return earlier;
}
