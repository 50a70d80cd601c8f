import type { QuestionType } from '../survey/content';

/** How the answers of a numeric closed question turn into a 0..100 score and a favourable share. */
export type ScoredScale = {
  points: number[];
  score: (value: number) => number;
  isFavourable: (value: number, reverse: boolean) => boolean;
};

const fivePoint: ScoredScale = {
  points: [1, 2, 3, 4, 5],
  score: (value) => ((value - 1) / 4) * 100,
  isFavourable: (value, reverse) => (reverse ? value <= 2 : value >= 4),
};

const zeroToTen: ScoredScale = {
  points: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  score: (value) => value * 10,
  isFavourable: (value, reverse) => (reverse ? value <= 3 : value >= 7),
};

/** The scored scale of a type (a matrix item uses its matrix's five-point scale); null when unscored. */
export function scoredScale(type: QuestionType): ScoredScale | null {
  if (type === 'agreement' || type === 'frequency' || type === 'matrix') return fivePoint;
  if (type === 'rating') return zeroToTen;
  return null;
}
