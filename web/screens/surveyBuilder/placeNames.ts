import type { SurveyContent } from '../../../common/survey/content';
import type { TFunction } from '../../i18n/translator';

/**
 * People see places by their position ("Question 3", "Part 2", "answer 2"), never by the ids the
 * survey keeps internally (q3, m2, o2): ids stay fixed when things move, positions are what is on screen.
 */
export type PlaceNumbers = {
  modules: Map<string, number>;
  questions: Map<string, number>;
  /** An option's or matrix item's position within its question, keyed `question id/part id`. */
  parts: Map<string, number>;
  pillars: Map<string, number>;
};

export function placeNumbers(content: SurveyContent): PlaceNumbers {
  const numbers: PlaceNumbers = {
    modules: new Map(),
    questions: new Map(),
    parts: new Map(),
    pillars: new Map(),
  };
  for (const [index, pillar] of content.pillars.entries()) numbers.pillars.set(pillar.id, index + 1);
  let question = 0;
  content.modules.forEach((module, index) => {
    numbers.modules.set(module.id, index + 1);
    for (const q of module.questions) {
      numbers.questions.set(q.id, ++question);
      const parts = [...(q.options ?? []), ...(q.items ?? [])];
      for (const [index, part] of parts.entries()) numbers.parts.set(`${q.id}/${part.id}`, index + 1);
    }
  });
  return numbers;
}

/** "Question 3" or "Part 2" for an id named by contentProblems(); '' for the survey as a whole. */
export function placeName(where: string, numbers: PlaceNumbers, t: TFunction): string {
  const question = numbers.questions.get(where);
  if (question) return t('survey_builder.question.name', { id: question });
  const module = numbers.modules.get(where);
  if (module) return t('survey_builder.modules.name', { number: module });
  return where === 'pillars' ? t('survey_builder.settings.open') : '';
}
