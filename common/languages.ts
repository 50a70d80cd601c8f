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
