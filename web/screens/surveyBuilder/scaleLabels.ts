import type { LanguageCode } from '../../../common/languages';
import type { ScaleType } from '../../../common/survey/content';

/**
 * The words of the two five-point scales in each survey language. They belong to the survey's
 * language, not the interface's: a Latvian preview shows Latvian scale words to an English editor.
 */
const scaleWords: Record<ScaleType, Record<LanguageCode, string[]>> = {
  agreement: {
    en: ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree'],
    lv: ['Pilnīgi nepiekrītu', 'Nepiekrītu', 'Ne piekrītu, ne nepiekrītu', 'Piekrītu', 'Pilnīgi piekrītu'],
    ru: ['Совсем не согласен', 'Не согласен', 'Ни да, ни нет', 'Согласен', 'Полностью согласен'],
  },
  frequency: {
    en: ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'],
    lv: ['Nekad', 'Reti', 'Dažreiz', 'Bieži', 'Vienmēr'],
    ru: ['Никогда', 'Редко', 'Иногда', 'Часто', 'Всегда'],
  },
};

/** The ends of the 0–10 rating. */
const ratingEnds: Record<LanguageCode, [string, string]> = {
  en: ['Not at all', 'Completely'],
  lv: ['Nemaz', 'Pilnībā'],
  ru: ['Совсем нет', 'Полностью'],
};

export function scaleWordsFor(scale: ScaleType, language: LanguageCode): string[] {
  return scaleWords[scale][language];
}

export function ratingEndsFor(language: LanguageCode): [string, string] {
  return ratingEnds[language];
}
