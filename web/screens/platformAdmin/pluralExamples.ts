/**
 * The first counts that take this plural form in the language, written in it: whole counts (0–100) where
 * there are any (uk few: 2, 3, 4, 22), else fractions (lt many: 0,1; 0,2; 0,3; 0,4).
 */
export function countsOfForm(language: string, form: string): string {
  const rules = new Intl.PluralRules(language);
  const whole = Array.from({ length: 101 }, (_, count) => count).filter(
    (count) => rules.select(count) === form,
  );
  if (whole.length > 0) return whole.slice(0, 4).join(', ');
  const tenths = Array.from({ length: 100 }, (_, tenth) => (tenth + 1) / 10);
  return tenths
    .filter((count) => rules.select(count) === form)
    .slice(0, 4)
    .map((count) => count.toLocaleString(language))
    .join('; ');
}
