import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import lv from '../../locales/lv.json';
import { pollTranslator } from './pollTranslator';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** GET language/get answers these texts; every other asked key comes back as itself (no text). */
function stubEditedTexts(edited: Record<string, Record<string, string>>) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url);
      const language = url.searchParams.get('language') ?? '';
      const keys = (url.searchParams.get('keys') ?? '').split(',');
      const data = Object.fromEntries(keys.map((key) => [key, edited[language]?.[key] ?? key]));
      return new Response(JSON.stringify({ status: 200, data }), { status: 200 });
    }),
  );
  return asked;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

// One translator per test file: each test starts from where the one before left it.
describe("the light poll page's texts", () => {
  it('fills in values like i18next and shows a missing text as its key', () => {
    stubEditedTexts({});
    pollTranslator.start('en');
    expect(pollTranslator.t('poll.progress', { page: 2, total: 5 })).toBe('Page 2 of 5');
    expect(pollTranslator.t('poll.nothing_here')).toBe('poll.nothing_here');
  });

  it('lays the texts edited in the product over the built-in ones, asking only for the poll texts', async () => {
    const asked = stubEditedTexts({ lv: { 'poll.start': 'Sākam!' } });
    const changes = vi.fn();
    const unsubscribe = pollTranslator.subscribe(changes);
    pollTranslator.changeLanguage('lv');
    // The built-in texts are there at once; the edited ones follow.
    expect(pollTranslator.t('poll.start')).toBe(lv.poll.start);
    await settled();
    expect(pollTranslator.t('poll.start')).toBe('Sākam!');
    expect(pollTranslator.t('poll.next')).toBe(lv.poll.next);
    expect(changes).toHaveBeenCalledTimes(2);
    const request = asked.find((url) => url.searchParams.get('language') === 'lv')!;
    expect(request.pathname).toBe('/api/language/get');
    const keys = request.searchParams.get('keys')!.split(',');
    expect(keys).toContain('poll.scales.agreement.1');
    expect(keys.every((key) => key.startsWith('poll.'))).toBe(true);
    expect(sessionStorage.getItem('language')).toBe('lv');
    expect(document.documentElement.lang).toBe('lv');
    unsubscribe();
  });

  it('keeps the built-in texts when the edited ones cannot be had', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    pollTranslator.changeLanguage('ru');
    await settled();
    pollTranslator.changeLanguage('en');
    expect(pollTranslator.t('poll.submit')).toBe(en.poll.submit);
  });

  it("picks the plural form by the language's rules, as i18next does", () => {
    stubEditedTexts({});
    pollTranslator.start('en');
    expect(pollTranslator.t('poll.intro_hint', { count: 1 })).toBe('1 short page of questions.');
    pollTranslator.changeLanguage('ru');
    expect(pollTranslator.t('poll.intro_hint', { count: 3 })).toBe('3 короткие страницы с вопросами.');
    expect(pollTranslator.t('poll.intro_hint', { count: 5 })).toBe('5 коротких страниц с вопросами.');
    pollTranslator.changeLanguage('lv');
    expect(pollTranslator.t('poll.intro_hint', { count: 21 })).toBe('21 īsa jautājumu lapa.');
    pollTranslator.changeLanguage('en');
  });

  it('shows a language added in the product from its texts on the server, English where it has none', async () => {
    const asked = stubEditedTexts({
      uk: { 'poll.start': 'Почати', 'poll.intro_hint_other': '{{count}} коротких сторінок з питаннями.' },
    });
    pollTranslator.changeLanguage('uk');
    await settled();
    expect(pollTranslator.t('poll.start')).toBe('Почати');
    expect(pollTranslator.t('poll.submit')).toBe(en.poll.submit);
    // Ukrainian's 'few' form is not among the English keys a translator fills in: 'other' stands for it.
    expect(pollTranslator.t('poll.intro_hint', { count: 3 })).toBe('3 коротких сторінок з питаннями.');
    const request = asked.find((url) => url.searchParams.get('language') === 'uk')!;
    expect(request.searchParams.get('keys')!.split(',')).toContain('poll.start');
    expect(document.documentElement.lang).toBe('uk');
    pollTranslator.changeLanguage('en');
    expect(pollTranslator.t('poll.start')).toBe(en.poll.start);
  });

  it("loads an added language's own plural forms, which English does not have (issue 41, finding 5)", async () => {
    const asked = stubEditedTexts({
      lt: {
        'poll.intro_hint_one': '{{count}} trumpas klausimų puslapis.',
        'poll.intro_hint_few': '{{count}} trumpi klausimų puslapiai.',
        'poll.intro_hint_many': '{{count}} trumpo klausimų puslapio.',
        'poll.intro_hint_other': '{{count}} trumpų klausimų puslapių.',
      },
    });
    pollTranslator.changeLanguage('lt');
    await settled();
    expect(pollTranslator.t('poll.intro_hint', { count: 6 })).toBe('6 trumpi klausimų puslapiai.');
    expect(pollTranslator.t('poll.intro_hint', { count: 1 })).toBe('1 trumpas klausimų puslapis.');
    expect(pollTranslator.t('poll.intro_hint', { count: 10 })).toBe('10 trumpų klausimų puslapių.');
    const keys = asked.find((url) => url.searchParams.get('language') === 'lt')!.searchParams.get('keys')!;
    expect(keys.split(',')).toEqual(expect.arrayContaining(['poll.intro_hint_few', 'poll.intro_hint_many']));
    pollTranslator.changeLanguage('en');
  });
});
