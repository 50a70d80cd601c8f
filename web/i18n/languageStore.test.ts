import { afterEach, describe, expect, it } from 'vitest';
import {
  headerLanguage,
  initialLanguage,
  isLanguageChosen,
  storedLanguage,
  storeLanguage,
} from './languageStore';

function setBrowserLanguages(languages: readonly string[] | undefined, language = 'en-US') {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(navigator, 'language', { value: language, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'languages');
  Reflect.deleteProperty(navigator, 'language');
});

describe('storedLanguage', () => {
  it('returns a supported language from session storage', () => {
    sessionStorage.setItem('language', 'ru');
    expect(storedLanguage()).toBe('ru');
  });

  it('returns a language added in the product (the switcher offered it)', () => {
    sessionStorage.setItem('language', 'uk');
    expect(storedLanguage()).toBe('uk');
  });

  it.each(['undefined', '', 'LV', 'x', '../en', 'uk<script>'])(
    'ignores the unsupported value %j',
    (value) => {
      sessionStorage.setItem('language', value);
      expect(storedLanguage()).toBeNull();
    },
  );

  it('is null when nothing is stored', () => {
    expect(storedLanguage()).toBeNull();
  });
});

describe('initialLanguage', () => {
  it('prefers the session language over the organisation and the browser', () => {
    setBrowserLanguages(['ru-RU']);
    sessionStorage.setItem('language', 'lv');
    expect(initialLanguage('en')).toBe('lv');
  });

  it('uses the organisation language when nothing valid is stored', () => {
    setBrowserLanguages(['ru-RU']);
    expect(initialLanguage('lv')).toBe('lv');
    sessionStorage.setItem('language', 'undefined');
    expect(initialLanguage('lv')).toBe('lv');
  });

  it('uses the browser language when the organisation language is missing or unsupported', () => {
    setBrowserLanguages(['lv-LV', 'en-US']);
    expect(initialLanguage()).toBe('lv');
    expect(initialLanguage(null)).toBe('lv');
    expect(initialLanguage('de')).toBe('lv');
  });

  it('takes the first supported browser language', () => {
    setBrowserLanguages(['de-DE', 'fr', 'RU-ru', 'lv']);
    expect(initialLanguage()).toBe('ru');
  });

  it('falls back to navigator.language when navigator.languages is missing', () => {
    setBrowserLanguages(undefined, 'ru-RU');
    expect(initialLanguage()).toBe('ru');
  });

  it('falls back to en when no browser language is supported', () => {
    setBrowserLanguages(['de-DE', 'fr-FR'], 'de-DE');
    expect(initialLanguage()).toBe('en');
  });

  it('falls back to en without any browser language', () => {
    setBrowserLanguages(undefined, '');
    expect(initialLanguage()).toBe('en');
  });
});

describe('headerLanguage', () => {
  it('is en when nothing is stored', () => {
    expect(headerLanguage()).toBe('en');
  });

  it('is en when the stored value is the text undefined', () => {
    sessionStorage.setItem('language', 'undefined');
    expect(headerLanguage()).toBe('en');
  });

  it('is the stored language', () => {
    sessionStorage.setItem('language', 'lv');
    expect(headerLanguage()).toBe('lv');
  });
});

describe('storeLanguage', () => {
  it('stores the language and marks it chosen by default', () => {
    storeLanguage('ru');
    expect(sessionStorage.getItem('language')).toBe('ru');
    expect(storedLanguage()).toBe('ru');
    expect(isLanguageChosen()).toBe(true);
  });

  it('does not mark a guessed language as chosen', () => {
    storeLanguage('lv', false);
    expect(sessionStorage.getItem('language')).toBe('lv');
    expect(isLanguageChosen()).toBe(false);
  });

  it('keeps an earlier choice when a guess is stored later', () => {
    storeLanguage('ru');
    storeLanguage('lv', false);
    expect(storedLanguage()).toBe('lv');
    expect(isLanguageChosen()).toBe(true);
  });

  it('is not chosen before anything is stored', () => {
    expect(isLanguageChosen()).toBe(false);
  });
});
