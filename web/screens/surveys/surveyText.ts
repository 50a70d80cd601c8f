import type { Localized } from '../../../common/survey/content';

/** A survey text in the interface language, else English, else whichever language has it. */
export function localizedText(text: Localized | undefined, language: string): string {
  if (!text) return '';
  const own = text[language as keyof Localized];
  return own || text.en || Object.values(text).find(Boolean) || '';
}
