import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../i18n/translator';
import { answerLabel } from './answerLabel';

const t = ((key: string) => key) as unknown as TFunction;
const entry = (value: string | number) => ({ value, label: {}, count: 14, share: 0.14 });

describe('answerLabel', () => {
  it("reads a number question's answers in the language's digits (issue 41, finding 5)", () => {
    expect(answerLabel(entry(0.5), 'number', t, 'lv')).toBe('0,5');
    expect(answerLabel(entry(2.25), 'number', t, 'ru')).toBe('2,25');
    expect(answerLabel(entry(0.5), 'number', t, 'en')).toBe('0.5');
    expect(answerLabel(entry(12500), 'number', t, 'lv')).toBe('12500');
  });

  it('keeps an option id or a rating as it is', () => {
    expect(answerLabel(entry('opt-1'), 'single', t, 'lv')).toBe('opt-1');
    expect(answerLabel(entry(7), 'rating', t, 'ru')).toBe('7');
  });
});
