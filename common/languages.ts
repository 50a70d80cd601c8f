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

export const languageNames: Record<LanguageCode, { name: string; nativeName: string }> = {
  en: { name: 'English', nativeName: 'English' },
  lv: { name: 'Latvian', nativeName: 'Latviešu' },
  ru: { name: 'Russian', nativeName: 'Русский' },
};

/** A language the interface may be shown in: a BCP 47 code as /admin/manage-languages takes it (uk, lt, pt-br). */
export function isInterfaceLanguageCode(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/.test(value);
}
