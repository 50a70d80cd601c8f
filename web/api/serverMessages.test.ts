import { afterEach, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import lv from '../../locales/lv.json';
import ru from '../../locales/ru.json';
import { createTranslator } from '../i18n/translator';
import { ApiError, errorText, setErrorTranslation } from './apiError';
import { describeFailure } from './formErrors';

/** The failures the lv and ru screens showed in English (issue 41), as the server now sends them. */
const duplicateClass = new ApiError(422, {
  error: 'validation_failed',
  message: 'name: a class named "9.a" already exists',
  errors: ['name: a class named "9.a" already exists'],
  details: [{ field: 'name', code: 'class_name_taken', params: { name: '9.a' } }],
});
const wrongPassword = new ApiError(422, {
  error: 'validation_failed',
  message: 'password: is not correct',
  errors: ['password: is not correct'],
  details: [{ field: 'password', code: 'not_correct' }],
});
const overlap = new ApiError(422, {
  error: 'validation_failed',
  message: 'starts_on: overlaps the school year 2025/26 (2025-09-01 – 2026-08-31)',
  errors: ['starts_on: overlaps the school year 2025/26 (2025-09-01 – 2026-08-31)'],
  details: [
    {
      field: 'starts_on',
      code: 'school_year_overlap',
      params: { name: '2025/26', starts_on: '2025-09-01', ends_on: '2026-08-31' },
    },
  ],
});

function speak(language: string) {
  const i18n = createTranslator();
  for (const [code, texts] of Object.entries({ en, lv, ru }))
    i18n.addResourceBundle(code, 'translation', texts);
  i18n.changeLanguage(language);
  setErrorTranslation({
    language: () => i18n.language,
    translate: (key, values) => (i18n.exists(key) ? i18n.t(key, values) : null),
  });
}

describe("a server refusal in the reader's language", () => {
  afterEach(() => setErrorTranslation(null));

  it.each([
    ['lv', 'klase ar nosaukumu “9.a” jau ir', 'nav pareizs'],
    ['ru', 'класс с названием «9.a» уже есть', 'неверно'],
  ])('marks the field in %s with the reason in its words', (language, taken, notCorrect) => {
    speak(language);
    expect(describeFailure(duplicateClass, ['name'])).toEqual({ fields: { name: taken }, alert: null });
    expect(describeFailure(wrongPassword, ['password']).fields).toEqual({ password: notCorrect });
    const text = errorText(overlap);
    expect(text).toContain('2025/26 (2025-09-01 – 2026-08-31)');
    expect(text).not.toMatch(/overlaps|school year|fields are not/);
  });

  it("keeps the server's exact English on an English screen", () => {
    speak('en');
    expect(describeFailure(duplicateClass, ['name']).fields).toEqual({
      name: 'a class named "9.a" already exists',
    });
  });

  it('shows an uncoded reason about no field as the server wrote it', () => {
    speak('lv');
    const row = new ApiError(422, {
      error: 'validation_failed',
      message: 'Rows refused',
      errors: ['row 2: name: is required'],
      details: [{ code: 'invalid' }],
    });
    expect(errorText(row).split('\n')[1]).toBe('row 2: name: is required');
  });
});
