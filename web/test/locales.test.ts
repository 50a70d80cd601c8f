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

describe('locales', () => {
  it('en, lv and ru have exactly the same keys', () => {
    const keys = Object.keys(flat.en).sort();
    expect(Object.keys(flat.lv).sort()).toEqual(keys);
    expect(Object.keys(flat.ru).sort()).toEqual(keys);
  });

  it('has no empty texts and the same placeholders in every language', () => {
    for (const key of Object.keys(flat.en)) {
      for (const code of ['en', 'lv', 'ru']) {
        expect(flat[code][key]?.trim(), `${code}: ${key}`).toBeTruthy();
        expect(placeholders(flat[code][key]), `${code}: ${key}`).toEqual(placeholders(flat.en[key]));
      }
    }
  });

  it('every literal key used by the public screens exists', () => {
    // The screens whose texts this file guards; other screens register their keys their own way.
    const folders = ['home', 'marketing', 'organization', 'stylebook', 'system'];
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
});
