import type { LanguageCode } from '../languages';
import type { Localized } from './content';

/** A text in the language asked for, else in whichever language has it (for labels and lists). */
export function anyText(text: Localized | undefined, language: LanguageCode): string {
  return (
    text?.[language]?.trim() ||
    Object.values(text ?? {})
      .find((value) => value?.trim())
      ?.trim() ||
    ''
  );
}
