import { poll as en } from '../../locales/en.json';
import { poll as lv } from '../../locales/lv.json';
import { poll as ru } from '../../locales/ru.json';
import type { SurveyLanguage } from '../languages';
import { translatedText } from '../translatedText';
import type { ScaleType } from './content';
import type { SurveyWordOverlay } from './surveyWordKeys';

export { type SurveyWordOverlay, surveyWordKeys } from './surveyWordKeys';

const builtIn = { en: { poll: en }, lv: { poll: lv }, ru: { poll: ru } };
const points = ['1', '2', '3', '4', '5'] as const;

/** One fixed word: the language's translation, else its shipped text (en, lv, ru), else English's. */
export function surveyWord(key: string, language: SurveyLanguage, overlay?: SurveyWordOverlay): string {
  return translatedText(key, language, overlay, builtIn);
}

/**
 * The words of a five-point scale in a survey language, point 1 first: the very words the poll shows
 * (translation keys poll.scales). They follow the survey's language, not the reader's interface; a language
 * added in the product reads its own translations (`overlay`) and English where a word is untranslated.
 */
export function scaleWordsFor(
  scale: ScaleType,
  language: SurveyLanguage,
  overlay?: SurveyWordOverlay,
): string[] {
  return points.map((point) => surveyWord(`poll.scales.${scale}.${point}`, language, overlay));
}

/** The ends of the 0–10 rating (poll.rating_ends), as scaleWordsFor. */
export function ratingEndsFor(language: SurveyLanguage, overlay?: SurveyWordOverlay): [string, string] {
  return [
    surveyWord('poll.rating_ends.low', language, overlay),
    surveyWord('poll.rating_ends.high', language, overlay),
  ];
}
