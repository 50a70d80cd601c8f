/**
 * Counted texts are i18next plural keys (`key_one`, `key_other`). English has only those two forms; a
 * language may need more (Ukrainian and Russian `few` and `many`, Latvian `zero`), which i18next picks by the
 * language's plural rules. Translators write them beside the English `other` text, in the editor and in the
 * spreadsheet alike.
 */

/** The plural forms a language needs beyond English's one and other; none for a code Intl does not know. */
export function extraPluralForms(language: string): string[] {
  try {
    return new Intl.PluralRules(language)
      .resolvedOptions()
      .pluralCategories.filter((category) => category !== 'one' && category !== 'other');
  } catch {
    return [];
  }
}

/** For `base_few` in a language with that form, the English key it is translated from (`base_other`); else null. */
export function pluralSourceKey(key: string, language: string): string | null {
  const match = key.match(/^(.+)_(zero|two|few|many)$/);
  if (!match || !extraPluralForms(language).includes(match[2])) return null;
  return `${match[1]}_other`;
}
