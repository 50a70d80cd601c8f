/**
 * The languages whose texts ship in locales/*.json (and that server-made texts such as mails and reports are
 * written in). The interface may offer more: super-admins add them at /admin/manage-languages, and the switcher
 * lists what GET /api/languages answers (isInterfaceLanguageCode).
 */
export const supportedLanguages = ['en', 'lv', 'ru'] as const;
export type LanguageCode = (typeof supportedLanguages)[number];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/**
 * The built-in language to read content that ships only in en, lv and ru (subject names, word lists, fixed
 * dashboard texts) for a reader of any language: theirs when it is one of them, else English.
 */
export function builtInLanguage(code: string | null | undefined): LanguageCode {
  return isLanguageCode(code) ? code : 'en';
}

/**
 * A locale Intl can take (Collator, DateTimeFormat, toLocaleLowerCase) for a language code: the code when it
 * is a tag Intl reads, else English (a code shaped like a language that Intl refuses would throw).
 */
export function intlLocale(code: string): string {
  try {
    Intl.getCanonicalLocales(code);
    return code;
  } catch {
    return 'en';
  }
}

export const languageNames: Record<LanguageCode, { name: string; nativeName: string }> = {
  en: { name: 'English', nativeName: 'English' },
  lv: { name: 'Latvian', nativeName: 'Latviešu' },
  ru: { name: 'Russian', nativeName: 'Русский' },
};

/** A language the interface may be shown in: a BCP 47 code as /admin/manage-languages takes it (uk, lt, pt-br). */
export function isInterfaceLanguageCode(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/.test(value);
}

/**
 * A language survey texts are written and answered in: any code /admin/manage-languages takes, once it is
 * switched on for surveys there (data, not code: the server checks the languages table). Its fixed words
 * (answer scales, poll buttons, report words) are translation keys, English where a key is untranslated.
 */
export type SurveyLanguage = string;
export const isSurveyLanguageCode = isInterfaceLanguageCode;

/** Languages in a steady order: the built-in ones first as they ship (en, lv, ru), then the others by code. */
export function orderLanguages<T extends string>(codes: Iterable<T>): T[] {
  const rank = (code: string) => {
    const index = (supportedLanguages as readonly string[]).indexOf(code);
    return index < 0 ? supportedLanguages.length : index;
  };
  return [...new Set(codes)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
