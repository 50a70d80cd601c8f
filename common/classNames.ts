/** The grade a class name starts with: "7.a" → 7, "12B" → 12, "1. klase" → 1; null when none. */
export function gradeFromName(name: string): number | null {
  const match = /^\s*(\d{1,2})(?!\d)/.exec(name);
  if (!match) return null;
  const grade = Number(match[1]);
  return grade >= 0 && grade <= 13 ? grade : null;
}

/** The same class a school year later: "7.a" → "8.a"; null when the name holds no grade. */
export function promotedName(name: string): string | null {
  const grade = gradeFromName(name);
  if (grade === null) return null;
  return name.replace(/^(\s*)\d{1,2}/, (_, space: string) => `${space}${grade + 1}`);
}

/** Spec §3: in class names the HTML-escaped quote sequence is turned back into quotes. */
export function unescapeQuotes(name: string): string {
  return name.replaceAll('&quot;', '"');
}

const classNameOrder = new Intl.Collator('lv', { numeric: true, sensitivity: 'base' });

/** Class names in a school's order: by their numbers as numbers ("7.a" before "10.a"), then their letters. */
export const compareClassNames = (a: string, b: string) => classNameOrder.compare(a, b);

export function sortByClassName<Row extends { name: string }>(rows: Row[]): Row[] {
  return [...rows].sort((x, y) => compareClassNames(x.name, y.name));
}
