/**
 * Heat-map colours: a diverging orange → blue scale that colour-blind readers can tell apart, each band a
 * clear step in lightness from its neighbours (the pale first scale made high and middle look alike), and
 * every band at least 6:1 against the dark text: the number is always printed, so colour is never the
 * only signal.
 */
export type ScoreBand = {
  key: 'very_low' | 'low' | 'middle' | 'high' | 'very_high';
  from: number;
  to: number;
  colour: string;
};

export const scoreBands: ScoreBand[] = [
  { key: 'very_low', from: 0, to: 40, colour: '#e6865a' },
  { key: 'low', from: 40, to: 55, colour: '#f7c3a3' },
  { key: 'middle', from: 55, to: 70, colour: '#f2f2f2' },
  { key: 'high', from: 70, to: 85, colour: '#9ecae1' },
  { key: 'very_high', from: 85, to: 100, colour: '#5aa0cf' },
];

export function bandFor(score: number): ScoreBand {
  return scoreBands.find((band) => score < band.to) ?? scoreBands[scoreBands.length - 1];
}
