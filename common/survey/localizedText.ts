import type { SurveyLanguage } from '../languages';
import type { Localized } from './content';

/** A text in the language asked for, else in whichever language has it (for labels and lists). */
export function anyText(text: Localized | undefined, language: SurveyLanguage): string {
  return (
    text?.[language]?.trim() ||
    Object.values(text ?? {})
      .find((value) => value?.trim())
      ?.trim() ||
    ''
  );
}
