import type { LanguageCode } from '../../../common/languages';
import type { ScaleType } from '../../../common/survey/content';
import { poll as en } from '../../../locales/en.json';
import { poll as lv } from '../../../locales/lv.json';
import { poll as ru } from '../../../locales/ru.json';

/**
 * The words of the two five-point scales in each survey language: the very words the poll shows
 * (locales poll.scales). They belong to the survey's language, not the interface's: a Latvian
 * preview shows Latvian scale words to an English editor.
 */
const pollScales: Record<LanguageCode, Record<ScaleType, Record<string, string>>> = {
  en: en.scales,
  lv: lv.scales,
  ru: ru.scales,
};
const points = ['1', '2', '3', '4', '5'];

/** The ends of the 0–10 rating. */
const ratingEnds: Record<LanguageCode, [string, string]> = {
  en: ['Not at all', 'Completely'],
  lv: ['Nemaz', 'Pilnībā'],
  ru: ['Совсем нет', 'Полностью'],
};

export function scaleWordsFor(scale: ScaleType, language: LanguageCode): string[] {
  return points.map((point) => pollScales[language][scale][point]);
}

export function ratingEndsFor(language: LanguageCode): [string, string] {
  return ratingEnds[language];
}
