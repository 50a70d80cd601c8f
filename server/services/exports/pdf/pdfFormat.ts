import type { LanguageCode } from '../../../../common/languages';

const locales: Record<LanguageCode, string> = { en: 'en-GB', lv: 'lv-LV', ru: 'ru-RU' };

export function formatDate(value: string | Date, language: LanguageCode): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(locales[language], { year: 'numeric', month: 'long', day: 'numeric' });
}

/** A number with one decimal; null and the API's -1 ("none") print as a dash. */
export function formatNumber(value: number | null, language: LanguageCode, suffix = ''): string {
  if (value === null || value < 0) return '—';
  return `${value.toLocaleString(locales[language], { maximumFractionDigits: 1 })}${suffix}`;
}

export function formatShare(share: number | null, language: LanguageCode): string {
  return share === null ? '—' : formatNumber(Math.round(share * 1000) / 10, language, ' %');
}

/** A change with its sign (+3.5, −2), a dash when it cannot be computed. */
export function formatDelta(delta: number | null, language: LanguageCode): string {
  if (delta === null) return '—';
  const size = Math.abs(delta).toLocaleString(locales[language], { maximumFractionDigits: 1 });
  return delta > 0 ? `+${size}` : delta < 0 ? `−${size}` : size;
}
