import type { Answers, AnswerValue } from '../../../common/survey/answerTypes';
import type { Question, SurveyContent } from '../../../common/survey/content';
import { conditionHolds } from '../../../common/survey/skipLogic';

export type Random = () => number;

/** A standard normal draw (Box–Muller) from a deterministic source. */
export function normal(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

export const pickOne = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];

/** Up to `count` different entries, each drawn with its weight. */
export function pickWeighted<T>(random: Random, weighted: [T, number][], count: number): T[] {
  const left = [...weighted];
  const chosen: T[] = [];
  while (chosen.length < count && left.length) {
    let roll = random() * left.reduce((sum, [, weight]) => sum + weight, 0);
    let index = 0;
    while (index < left.length - 1 && roll >= left[index][1]) {
      roll -= left[index][1];
      index += 1;
    }
    chosen.push(left.splice(index, 1)[0][0]);
  }
  return chosen;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export type AnswerPlan = {
  random: Random;
  /** Where this respondent stands on a pillar: the mean favourable answer on the 1–5 scale. */
  lean: (pillar: string | null) => number;
  /** A chosen answer for a question (null leaves it unanswered), or undefined for the default. */
  choose?: (question: Question, answers: Answers) => AnswerValue | undefined;
  /** How often an optional scored question is left out. */
  skipOptional?: number;
};

/** A favourable point 1–5 around the lean, turned round for a reverse-scored item. */
function scalePoint(plan: AnswerPlan, pillar: string | null, reverse: boolean): number {
  const favourable = clamp(Math.round(plan.lean(pillar) + 0.6 * normal(plan.random)), 1, 5);
  return reverse ? 6 - favourable : favourable;
}

function defaultAnswer(plan: AnswerPlan, question: Question): AnswerValue {
  const { random } = plan;
  const options = question.options ?? [];
  switch (question.type) {
    case 'agreement':
    case 'frequency':
      return scalePoint(plan, question.pillar, question.reverse);
    case 'matrix':
      return Object.fromEntries(
        (question.items ?? []).map((item) => [
          item.id,
          scalePoint(plan, question.pillar, item.reverse ?? question.reverse),
        ]),
      );
    case 'rating': {
      const favourable = clamp(
        Math.round((plan.lean(question.pillar) - 1) * 2.5 + 1.2 * normal(random)),
        0,
        10,
      );
      return question.reverse ? 10 - favourable : favourable;
    }
    case 'single':
      return pickOne(random, options).id;
    case 'multiple':
      return pickWeighted(
        random,
        options.map((option) => [option.id, 1]),
        1 + Math.floor(random() * Math.min(3, options.length)),
      );
    case 'number': {
      const min = question.min ?? 0;
      const max = question.max ?? min + 10;
      return Math.round(min + random() * (max - min));
    }
    case 'text_short':
    case 'text_long':
      return null;
  }
}

/**
 * One respondent's answers, module by module in survey order: what the skip logic hides is never
 * answered, so a follow-up appears exactly when the answers before it call for it.
 */
export function generateAnswers(content: SurveyContent, plan: AnswerPlan): Answers {
  const answers: Answers = {};
  for (const module of content.modules) {
    if (!conditionHolds(module.showIf, answers)) continue;
    for (const question of module.questions) {
      if (!conditionHolds(question.showIf, answers)) continue;
      const chosen = plan.choose?.(question, answers);
      if (chosen === undefined && !question.required && plan.random() < (plan.skipOptional ?? 0.03)) continue;
      const value = chosen === undefined ? defaultAnswer(plan, question) : chosen;
      if (value !== null) answers[question.id] = value;
    }
  }
  return answers;
}
