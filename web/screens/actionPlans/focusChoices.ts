import { localizedText } from '../../../common/localizedText';
import { roundScore } from '../../../common/results/numbers';
import type { ResultsSummary } from '../../../common/results/types';
import type { FocusKind } from '../../queries/actionPlans';

export type FocusChoice = {
  value: string;
  kind: FocusKind;
  ref: string;
  label: string;
  /** The score (0..100) and the favourable share (0..1) now, as the results show them; null when hidden. */
  score: number | null;
  favourable: number | null;
};

const scoredTypes = new Set(['agreement', 'frequency', 'rating']);

export const choiceValue = (kind: FocusKind, ref: string) => `${kind}:${ref}`;

/** The themes, then the scored questions (matrix items named with their matrix), a period's summary offers as a focus. */
export function focusChoices(summary: ResultsSummary, language: string): FocusChoice[] {
  const pillars = summary.pillars.map((pillar) => ({
    value: choiceValue('pillar', pillar.id),
    kind: 'pillar' as const,
    ref: pillar.id,
    label: localizedText(pillar.name, language),
    score: pillar.hidden ? null : pillar.score,
    favourable: pillar.hidden ? null : pillar.favourable,
  }));
  const questions = summary.questions
    .filter((question) => scoredTypes.has(question.type))
    .map((question) => {
      const parent = question.parentText ? `${localizedText(question.parentText, language)} ` : '';
      return {
        value: choiceValue('question', question.key),
        kind: 'question' as const,
        ref: question.key,
        label: `${parent}${localizedText(question.text, language)}`,
        score: question.hidden || question.score === null ? null : roundScore(question.score),
        favourable: question.hidden ? null : question.favourable,
      };
    });
  return [...pillars, ...questions];
}
