import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, startI18n, switchLanguage } from './i18n';

afterEach(() => vi.unstubAllGlobals());

/** GET /api/translations/{language} answers these dictionaries; any other language 404. */
function stubDictionaries(dictionaries: Record<string, Record<string, unknown>>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      asked.push(path);
      const language = /^\/api\/translations\/(.+)$/.exec(path)?.[1];
      const dictionary = language ? dictionaries[language] : undefined;
      return dictionary
        ? new Response(JSON.stringify({ status: 200, data: dictionary }), { status: 200 })
        : new Response(JSON.stringify({ status: 404, error: 'not_found' }), { status: 404 });
    }),
  );
  return asked;
}

// One i18n instance per file: each test goes on from the one before.
describe('the interface texts loader', () => {
  it('starts a language added in the product from the translations endpoint, English where it lacks a text', async () => {
    const asked = stubDictionaries({
      uk: { common: { save: 'Зберегти' } },
      en: { common: { save: 'Save', cancel: 'Cancel' } },
    });
    await startI18n('uk');
    expect(asked).toEqual(expect.arrayContaining(['/api/translations/uk', '/api/translations/en']));
    expect(i18n.language).toBe('uk');
    expect(i18n.t('common.save')).toBe('Зберегти');
    expect(i18n.t('common.cancel')).toBe('Cancel');
    expect(document.documentElement.lang).toBe('uk');
  });

  it('switches to another added language by its code, remembering the choice', async () => {
    stubDictionaries({ lt: { common: { save: 'Išsaugoti' } } });
    await switchLanguage('lt');
    expect(i18n.t('common.save')).toBe('Išsaugoti');
    expect(sessionStorage.getItem('language')).toBe('lt');
    expect(sessionStorage.getItem('language_chosen')).toBe('true');
  });
});

describe('starting in a language no longer offered', () => {
  it('falls back to English and stores it', async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    stubDictionaries({ en: { common: { save: 'Save' } } });
    await fresh.startI18n('xx');
    expect(fresh.i18n.language).toBe('en');
    expect(fresh.i18n.t('common.save')).toBe('Save');
    expect(sessionStorage.getItem('language')).toBe('en');
  });
});
