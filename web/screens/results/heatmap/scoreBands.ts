/**
 * Heat-map colours: a diverging orange → blue scale that colour-blind readers can tell apart, every band
 * light enough for dark text (the number is always printed in the cell, so colour is never the only signal).
 */
export type ScoreBand = {
  key: 'very_low' | 'low' | 'middle' | 'high' | 'very_high';
  from: number;
  to: number;
  colour: string;
};

export const scoreBands: ScoreBand[] = [
  { key: 'very_low', from: 0, to: 40, colour: '#f4a582' },
  { key: 'low', from: 40, to: 55, colour: '#fddbc7' },
  { key: 'middle', from: 55, to: 70, colour: '#f2f2f2' },
  { key: 'high', from: 70, to: 85, colour: '#d1e5f0' },
  { key: 'very_high', from: 85, to: 100, colour: '#92c5de' },
];

export function bandFor(score: number): ScoreBand {
  return scoreBands.find((band) => score < band.to) ?? scoreBands[scoreBands.length - 1];
}
