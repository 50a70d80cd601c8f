import type { QuestionType } from '../survey/content';

/** What decides an answer's colour: the question's type and which end of its answers is the good one. */
export type ColouredQuestion = {
  type: QuestionType;
  /** Scales and ratings: agreeing is unfavourable. */
  reverse: boolean;
  /** A single choice: the end of its options its author marked as good; unmarked, its colours mean nothing. */
  goodEnd?: 'first' | 'last';
};

/** Unfavourable (red) through neutral grey to favourable (green). */
const favourableStops = ['#e03131', '#f08c00', '#ced4da', '#74b816', '#2f9e44'];
/** One hue, light to dark: tells answers apart without saying any is good or bad. */
const neutralStops = ['#c5d3e8', '#3b5bdb'];
const scaledTypes: QuestionType[] = ['agreement', 'frequency', 'matrix', 'rating'];

const channels = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));

/** The colour at `position` (0..1) along evenly spaced stops, as #rrggbb. */
function along(stops: string[], position: number): string {
  const scaled = Math.min(Math.max(position, 0), 1) * (stops.length - 1);
  const low = Math.floor(scaled);
  const high = Math.min(low + 1, stops.length - 1);
  const [from, to] = [channels(stops[low]), channels(stops[high])];
  const mixed = from.map((value, channel) => Math.round(value + (to[channel] - value) * (scaled - low)));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** Whether the question's answers carry a good and a bad end (so red and green may be used). */
export function hasGoodEnd(question: ColouredQuestion): boolean {
  return (
    scaledTypes.includes(question.type) || (question.type === 'single' && question.goodEnd !== undefined)
  );
}

/**
 * The colour of answer `index` of `total`, the same on the screen and in the PDF. Scales and ratings
 * (the built-in types) run red → grey → green, turned round on a reversed item; a single choice does so
 * only when its author marked the good end. Every other answer, such as the grade or role a profile
 * question asks for, takes a shade of one neutral hue.
 */
export function answerColor(question: ColouredQuestion, index: number, total: number): string {
  const position = total > 1 ? index / (total - 1) : 1;
  if (!hasGoodEnd(question)) return along(neutralStops, total > 1 ? position : 0.5);
  const turned = question.type === 'single' ? question.goodEnd === 'first' : question.reverse;
  return along(favourableStops, turned ? 1 - position : position);
}
