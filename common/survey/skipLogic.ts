import type { Answers, AnswerValue } from './answerTypes';
import type { Condition, Rule, SurveyContent } from './content';

function holds(rule: Rule, answer: AnswerValue | undefined): boolean {
  if (rule.op === 'answered') return answer !== undefined && answer !== null && answer !== '';
  if (answer === undefined || answer === null) return rule.op === 'not';
  const values = Array.isArray(answer) ? answer : [answer];
  switch (rule.op) {
    case 'equals':
      return values.some((value) => value === rule.value);
    case 'not':
      return !values.some((value) => value === rule.value);
    case 'one_of':
      return values.some((value) => rule.values.includes(value as string | number));
    case 'range':
      return values.some((value) => typeof value === 'number' && value >= rule.min && value <= rule.max);
  }
}

export function conditionHolds(condition: Condition | undefined, answers: Answers): boolean {
  if (!condition) return true;
  if ('all' in condition) return condition.all.every((rule) => holds(rule, answers[rule.question]));
  return condition.any.some((rule) => holds(rule, answers[rule.question]));
}

/** The ids of the questions a respondent sees, given the answers so far, in survey order. */
export function visibleQuestionIds(content: SurveyContent, answers: Answers): string[] {
  return content.modules.flatMap((module) =>
    conditionHolds(module.showIf, answers)
      ? module.questions.filter((q) => conditionHolds(q.showIf, answers)).map((q) => q.id)
      : [],
  );
}

/** The ids of the modules a respondent sees (those with a shown question). */
export function visibleModuleIds(content: SurveyContent, answers: Answers): string[] {
  const shown = new Set(visibleQuestionIds(content, answers));
  return content.modules.filter((module) => module.questions.some((q) => shown.has(q.id))).map((m) => m.id);
}
