import { flattenDictionary } from '../../common/dictionary';
import type { LanguageCode } from '../../common/languages';
import { poll as en } from '../../locales/en.json';
import { poll as lv } from '../../locales/lv.json';
import { poll as ru } from '../../locales/ru.json';
import { apiUrl } from '../api/endpoint';
import { buildHeaders } from '../api/headers';
import { storeLanguage } from '../i18n/languageStore';
import { candidateKeys, fillValues, keysWithPluralForms } from '../i18n/textRules';

/**
 * The light poll page's texts: the `poll` texts of every language are in the bundle (it opens at once
 * and switches language offline); texts edited in the product are laid over them when they arrive (one
 * request per language, never waited for). Plurals and `{{name}}` values follow the app translator's
 * rules (web/i18n/textRules).
 */
type Texts = Record<string, string>;

const texts: Record<string, Texts> = {
  en: flattenDictionary({ poll: en }),
  lv: flattenDictionary({ poll: lv }),
  ru: flattenDictionary({ poll: ru }),
} satisfies Record<LanguageCode, Texts>;
const overlaid = new Set<string>();
const listeners = new Set<() => void>();
let language = 'en';

/**
 * A language added in the product (not in the bundle) starts from the English texts and gets its own from
 * GET /api/language/get, like the edited texts of the built-in ones.
 */
function textsOf(code: string): Texts {
  texts[code] ??= { ...texts.en };
  return texts[code];
}
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export const pollTranslator = {
  get language() {
    return language;
  },
  version: () => version,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /**
   * i18next's rules (web/i18n/textRules) the poll texts use: `{{name}}` values, a number `count` picks the plural form
   * (`key_one`, `key_few`, … by the language's plural rules), a `context` picks `key_<context>` where there is
   * one; a missing or empty text shows its key.
   */
  t(key: string, values?: Record<string, string | number>): string {
    const own = textsOf(language);
    const candidates = candidateKeys(key, language, values?.count, values?.context);
    // A plural form the language has but its texts lack (Ukrainian 'few' over English's one/other): 'other'.
    if (typeof values?.count === 'number') candidates.splice(-1, 0, `${key}_other`);
    const text = candidates.map((candidate) => own[candidate]).find(Boolean);
    return text ? fillValues(text, values) : key;
  },
  start(initial: string): void {
    language = initial;
    document.documentElement.lang = initial;
    void overlayEdited(initial);
  },
  changeLanguage(next: string): void {
    storeLanguage(next);
    language = next;
    document.documentElement.lang = next;
    changed();
    void overlayEdited(next);
  },
};

/**
 * GET /api/language/get answers the asked keys; a key it knows no text for comes back as itself. A language
 * added in the product is asked also for the plural forms English lacks (Lithuanian `_few`, `_many`).
 */
async function overlayEdited(code: string): Promise<void> {
  if (overlaid.has(code)) return;
  overlaid.add(code);
  const asked = new Set(keysWithPluralForms(Object.keys(textsOf(code)), code));
  const keys = [...asked].join(',');
  try {
    const response = await fetch(apiUrl(`language/get?language=${code}&keys=${encodeURIComponent(keys)}`), {
      headers: buildHeaders(),
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const { data } = (await response.json()) as { data?: Texts };
    const edited = Object.entries(data ?? {}).filter(
      ([key, value]) => asked.has(key) && typeof value === 'string' && value && value !== key,
    );
    if (!edited.length) return;
    texts[code] = { ...textsOf(code), ...Object.fromEntries(edited) };
    changed();
  } catch {
    // The built-in texts stay; the next visit tries again.
    overlaid.delete(code);
  }
}
