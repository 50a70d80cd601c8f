import type { Localized } from '../../common/survey/content';

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The text of `name` that another row already has in the same language (case and outer spaces aside), or
 * null: a tag named "Math" in English, or "Matemātika" in Latvian, is one tag and not two.
 */
export function localizedNameClash(
  rows: readonly { id: number; name: Localized }[],
  name: Localized,
  exceptId?: number,
): string | null {
  for (const row of rows) {
    if (row.id === exceptId) continue;
    for (const [language, text] of Object.entries(name)) {
      const theirs = (row.name as Record<string, string | undefined>)[language];
      if (text && theirs && same(text, theirs)) return text;
    }
  }
  return null;
}
