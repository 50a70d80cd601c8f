/** The `{{name}}` values of an interface text (i18next's interpolation), each name once, sorted. */
export function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*-?\s*([\w.-]+)\s*(?:,[^}]*)?\}\}/g)) names.add(match[1]);
  return [...names].sort();
}

/** True when a translation names exactly the values its English text names. */
export function samePlaceholders(english: string, translated: string): boolean {
  const a = placeholdersOf(english);
  const b = placeholdersOf(translated);
  return a.length === b.length && a.every((name, i) => name === b[i]);
}
