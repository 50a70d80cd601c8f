import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Dictionary, flattenDictionary } from '../../common/dictionary';
import en from '../../locales/en.json';
import lv from '../../locales/lv.json';
import ru from '../../locales/ru.json';

const dictionaries = { en, lv, ru } as Record<string, Dictionary>;
const flat = Object.fromEntries(
  Object.entries(dictionaries).map(([code, dict]) => [code, flattenDictionary(dict)]),
);

/** The `{{variables}}` and `<tags>` of a text, sorted, so languages can be compared. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)]
    .map((match) => match[0].replace(/\s/g, ''))
    .sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** A plural key's base (`count_few` → `count`) when English has its `_other` form; else the key. */
function baseKey(key: string): string {
  const base = key.replace(pluralSuffix, '');
  return base !== key && `${base}_other` in flat.en ? base : key;
}

const pluralBases = [
  ...new Set(
    Object.keys(flat.en)
      .filter((key) => baseKey(key) !== key)
      .map(baseKey),
  ),
];

describe('locales', () => {
  it('en, lv and ru have the same keys, plural forms aside', () => {
    const bases = (code: string) => [...new Set(Object.keys(flat[code]).map(baseKey))].sort();
    expect(bases('lv')).toEqual(bases('en'));
    expect(bases('ru')).toEqual(bases('en'));
  });

  it('every plural text has each plural form its language needs', () => {
    for (const code of ['en', 'lv', 'ru']) {
      const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
      for (const base of pluralBases)
        for (const category of categories)
          expect(flat[code][`${base}_${category}`], `${code}: ${base}_${category}`).toBeTruthy();
    }
  });

  it('has no empty texts and the same placeholders in every language', () => {
    for (const code of ['en', 'lv', 'ru']) {
      for (const key of Object.keys(flat[code])) {
        const english = flat.en[key] ?? flat.en[`${baseKey(key)}_other`];
        expect(flat[code][key]?.trim(), `${code}: ${key}`).toBeTruthy();
        expect(placeholders(flat[code][key]), `${code}: ${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('every literal key used by the public screens exists', () => {
    // The screens whose texts this file guards; other screens register their keys their own way.
    const folders = ['marketing', 'organization', 'stylebook', 'system'];
    const files = folders.flatMap((folder) => sourceFiles(join(process.cwd(), 'web', 'screens', folder)));
    const missing = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"`]((?:pages|common|errors|layout)\.[\w.]+)['"`]/g)]
        .map((match) => match[1])
        // A key passed as a prefix (e.g. to useSectionItems) names a branch of the dictionary.
        .filter(
          (key) => !(key in flat.en) && !Object.keys(flat.en).some((known) => known.startsWith(`${key}.`)),
        )
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it("an aria-label written beside a control's visible text contains that text, in every language", () => {
    // WCAG 2.5.3 (label in name): who speaks "Staff" to voice control must reach the link read as
    // "Staff permissions of …"; `x_label` is the aria-label of the control that shows `x`.
    // `t('x_label'` gives x; `t(`prefix.${part}_label`` gives every x under prefix with an x_label.
    const labelKeys = new Set(
      sourceFiles(join(process.cwd(), 'web')).flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(/aria-label=\{t\(['`]([\w.]*?)(\$\{\w+\})?_label['`]/g),
        ].flatMap(([, key, part]) =>
          part
            ? Object.keys(flat.en)
                .filter((known) => known.startsWith(key) && /^\w+_label$/.test(known.slice(key.length)))
                .map((known) => known.slice(0, -'_label'.length))
            : [key],
        ),
      ),
    );
    const shown = [...labelKeys].filter((key) => key in flat.en);
    expect(shown.length).toBeGreaterThan(5);
    const missing = ['en', 'lv', 'ru'].flatMap((code) =>
      shown
        .filter((key) => !flat[code][`${key}_label`].toLowerCase().includes(flat[code][key].toLowerCase()))
        .map((key) => `${code}: ${key}_label "${flat[code][`${key}_label`]}" lacks "${flat[code][key]}"`),
    );
    expect(missing).toEqual([]);
  });
});
