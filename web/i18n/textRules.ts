/**
 * i18next's text rules, shared by the app's translator (web/i18n/translator.ts) and the light poll page's
 * (web/poll/pollTranslator.ts), so neither bundles i18next.
 */

const pluralRules = new Map<string, Intl.PluralRules>();

function rulesOf(language: string): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(language, rules);
  }
  return rules;
}

/** The plural form of a count in a language (`one`, `few`, …) by Intl.PluralRules; English's for a code Intl refuses. */
export function pluralForm(language: string, count: number): Intl.LDMLPluralRule {
  return rulesOf(language).select(count);
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a language's texts may have, given another language's: each plural text (`key_one`, `key_other`)
 * in every form this language has, and `key_zero`, which any language may use for 0.
 */
export function keysWithPluralForms(keys: readonly string[], language: string): string[] {
  const forms = ['zero', ...rulesOf(language).resolvedOptions().pluralCategories];
  const all = new Set(keys);
  for (const key of keys) {
    if (!pluralSuffix.test(key)) continue;
    const base = key.replace(pluralSuffix, '');
    for (const form of forms) all.add(`${base}_${form}`);
  }
  return [...all];
}

/**
 * The keys a text may be under, best first, as i18next looks them up: with a context (`key_groups`) and a
 * number `count` (`key_few`, and `key_zero` for 0 in any language), falling back to the plain key.
 */
export function candidateKeys(key: string, language: string, count?: unknown, context?: unknown): string[] {
  const counted = typeof count === 'number';
  const bases = typeof context === 'string' && context ? [`${key}_${context}`, key] : [key];
  const keys: string[] = [];
  for (const base of bases) {
    if (counted) {
      if (count === 0) keys.push(`${base}_zero`);
      keys.push(`${base}_${pluralForm(language, count)}`);
    }
    keys.push(base);
  }
  return keys;
}

/**
 * Fills `{{name}}` values as i18next does without escaping: a value given as null or undefined reads as
 * nothing, a name not given at all stays as written.
 */
export function fillValues(text: string, values?: Readonly<Record<string, unknown>>): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}
