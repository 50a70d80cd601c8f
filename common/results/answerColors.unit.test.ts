import { describe, expect, it } from 'vitest';
import { answerColor, hasGoodEnd } from './answerColors';

const red = '#e03131';
const grey = '#ced4da';
const green = '#2f9e44';
const isReddish = (hex: string) =>
  Number.parseInt(hex.slice(1, 3), 16) > Number.parseInt(hex.slice(3, 5), 16) + 40;
const isGreenish = (hex: string) =>
  Number.parseInt(hex.slice(3, 5), 16) > Number.parseInt(hex.slice(1, 3), 16) + 40;

describe('answerColor', () => {
  it('runs a built-in scale red → grey → green, the other way round on a reversed item', () => {
    const kind = { type: 'agreement' as const, reverse: false };
    expect([0, 2, 4].map((index) => answerColor(kind, index, 5))).toEqual([red, grey, green]);
    const noise = { type: 'matrix' as const, reverse: true };
    expect([0, 2, 4].map((index) => answerColor(noise, index, 5))).toEqual([green, grey, red]);
    expect(answerColor({ type: 'rating', reverse: false }, 10, 11)).toBe(green);
  });

  it("gives a school's own choice no red or green unless its author marked the good end", () => {
    // "How often have you seen bullying?" Never … Every week: in palette order the last was green.
    const bullying = { type: 'single' as const, reverse: false };
    const unmarked = [0, 1, 2, 3].map((index) => answerColor(bullying, index, 4));
    expect(hasGoodEnd(bullying)).toBe(false);
    expect(unmarked.some((hex) => isReddish(hex) || isGreenish(hex))).toBe(false);
    expect(new Set(unmarked).size).toBe(4);
    const marked = { ...bullying, goodEnd: 'first' as const };
    expect(answerColor(marked, 0, 4)).toBe(green);
    expect(answerColor(marked, 3, 4)).toBe(red);
    expect(answerColor({ ...bullying, goodEnd: 'last' }, 3, 4)).toBe(green);
  });

  it('keeps profile questions (grade, role) and multiple choices neutral', () => {
    const grade = { type: 'single' as const, reverse: false };
    const places = { type: 'multiple' as const, reverse: false, goodEnd: 'last' as const };
    for (const question of [grade, places, { type: 'number' as const, reverse: false }])
      for (let index = 0; index < 6; index++) {
        const hex = answerColor(question, index, 6);
        expect(isReddish(hex) || isGreenish(hex), `${question.type} ${index}: ${hex}`).toBe(false);
      }
    expect(answerColor(grade, 0, 1)).toMatch(/^#[0-9a-f]{6}$/);
  });
});
