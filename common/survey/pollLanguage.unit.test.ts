import { describe, expect, it } from 'vitest';
import { pollLanguage } from './pollLanguage';

describe('the language a poll opens in', () => {
  it("is the respondent's when the survey has it, else the survey's first", () => {
    expect(pollLanguage(['lv'], 'en')).toBe('lv');
    expect(pollLanguage(['en', 'lv'], 'lv')).toBe('lv');
    expect(pollLanguage(['lv', 'ru'], 'en')).toBe('lv');
    expect(pollLanguage([], 'en')).toBe('en');
  });
});
