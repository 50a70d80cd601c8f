import type { Localized } from './survey/content';

/** A survey text in the wanted language, else English, else whichever language has it. */
export function localizedText(text: Localized | null | undefined, language: string): string {
  if (!text) return '';
  return text[language as keyof Localized] || text.en || Object.values(text).find(Boolean) || '';
}
