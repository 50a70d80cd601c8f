import type { LanguageCode } from '../languages';

/** The ends of the 0–10 rating. */
const ratingEnds: Record<LanguageCode, [string, string]> = {
  en: ['Not at all', 'Completely'],
  lv: ['Nemaz', 'Pilnībā'],
  ru: ['Совсем нет', 'Полностью'],
};

export function ratingEndsFor(language: LanguageCode): [string, string] {
  return ratingEnds[language];
}
