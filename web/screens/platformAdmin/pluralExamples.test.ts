import { describe, expect, it } from 'vitest';
import { countsOfForm } from './pluralExamples';

describe('countsOfForm', () => {
  it('gives the first whole counts of a form', () => {
    expect(countsOfForm('uk', 'few')).toBe('2, 3, 4, 22');
    expect(countsOfForm('lv', 'zero')).toBe('0, 10, 11, 12');
  });

  it('gives fractions, written in the language, for a form no whole count takes', () => {
    expect(countsOfForm('lt', 'many')).toBe('0,1; 0,2; 0,3; 0,4');
  });
});
