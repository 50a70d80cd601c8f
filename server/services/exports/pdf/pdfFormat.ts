import type { LanguageCode } from '../../../../common/languages';

const locales: Record<LanguageCode, string> = { en: 'en-GB', lv: 'lv-LV', ru: 'ru-RU' };

export function formatDate(value: string | Date, language: LanguageCode): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(locales[language], { year: 'numeric', month: 'long', day: 'numeric' });
}
