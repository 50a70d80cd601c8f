import { poll as en } from '../../locales/en.json';
import { poll as lv } from '../../locales/lv.json';
import { poll as ru } from '../../locales/ru.json';
import type { LanguageCode } from '../languages';
import type { ScaleType } from './content';

const pollScales: Record<LanguageCode, Record<ScaleType, Record<string, string>>> = {
  en: en.scales,
  lv: lv.scales,
  ru: ru.scales,
};
const points = ['1', '2', '3', '4', '5'];

/**
 * The words of a five-point scale in a survey language, point 1 first: the very words the poll
 * shows (locales poll.scales). They follow the survey's language, not the reader's interface.
 */
export function scaleWordsFor(scale: ScaleType, language: LanguageCode): string[] {
  return points.map((point) => pollScales[language][scale][point]);
}
