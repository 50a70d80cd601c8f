import type { SurveyLanguage } from '../../../../common/languages';

const locales: Record<string, string> = { en: 'en-GB', lv: 'lv-LV', ru: 'ru-RU' };

/** A date in the report's language; a language added in the product uses its own code's conventions. */
export function formatDate(value: string | Date, language: SurveyLanguage): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const options = { year: 'numeric', month: 'long', day: 'numeric' } as const;
  try {
    return date.toLocaleDateString(locales[language] ?? language, options);
  } catch {
    return date.toLocaleDateString('en-GB', options);
  }
}
