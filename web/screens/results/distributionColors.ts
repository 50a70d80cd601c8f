import type { QuestionType } from '../../../common/survey/content';

const categorical = ['#1c7ed6', '#f08c00', '#2f9e44', '#ae3ec9', '#e03131', '#0c8599', '#5c940d', '#862e9c'];

/**
 * Ordered answers (scales, ratings) run red → grey → green, the other way round on a reversed item
 * (where agreeing is unfavourable); choices get distinct colours.
 */
export function segmentColor(type: QuestionType, index: number, total: number, reverse = false): string {
  const ordered = type === 'agreement' || type === 'frequency' || type === 'matrix' || type === 'rating';
  if (!ordered) return categorical[index % categorical.length];
  const step = reverse ? total - 1 - index : index;
  const position = total > 1 ? step / (total - 1) : 1;
  const hue = Math.round(position * 130);
  const lightness = Math.abs(position - 0.5) < 0.1 ? 62 : 45;
  const saturation = Math.abs(position - 0.5) < 0.1 ? 8 : 60;
  return `hsl(${hue} ${saturation}% ${lightness}%)`;
}
