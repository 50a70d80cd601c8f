import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { type Dictionary, flattenDictionary } from '../../../common/dictionary';
import { languageNames, supportedLanguages } from '../../../common/languages';
import { projectRoot } from '../../projectRoot';
import type { Db } from '../client';
import { appMeta, languages, translationKeys, translations } from '../schema';

const localesDir = join(projectRoot, 'locales');

function readLocale(code: string): Record<string, string> {
  return flattenDictionary(JSON.parse(readFileSync(join(localesDir, `${code}.json`), 'utf8')) as Dictionary);
}

/**
 * Brings the translation tables in line with locales/*.json, removing the shipped texts of keys the files
 * no longer hold. Values edited in the product (source 'admin') are kept. Skipped when the files have not
 * changed since the last sync.
 */
export async function syncTranslations(db: Db): Promise<void> {
  const files = Object.fromEntries(supportedLanguages.map((code) => [code, readLocale(code)]));
  const hash = createHash('sha256').update(JSON.stringify(files)).digest('hex');
  const [stored] = await db.select().from(appMeta).where(eq(appMeta.key, 'locales_hash'));
  if (stored?.value === hash) return;

  await db.transaction(async (tx) => {
    await tx
      .insert(languages)
      .values(supportedLanguages.map((code) => ({ code, ...languageNames[code] })))
      .onConflictDoNothing();
    const allKeys = [...new Set(Object.values(files).flatMap((entries) => Object.keys(entries)))];
    for (let start = 0; start < allKeys.length; start += 500) {
      const chunk = allKeys.slice(start, start + 500).map((key) => ({ key }));
      await tx.insert(translationKeys).values(chunk).onConflictDoNothing();
    }
    const keyIds = new Map((await tx.select().from(translationKeys)).map((row) => [row.key, row.id]));
    for (const code of supportedLanguages) {
      const rows = Object.entries(files[code]).map(([key, value]) => ({
        keyId: keyIds.get(key)!,
        languageCode: code,
        value,
        source: 'file' as const,
      }));
      for (let start = 0; start < rows.length; start += 500) {
        await tx
          .insert(translations)
          .values(rows.slice(start, start + 500))
          .onConflictDoUpdate({
            target: [translations.keyId, translations.languageCode],
            set: { value: sql`excluded.value`, updatedAt: sql`now()` },
            setWhere: sql`${translations.source} = 'file'`,
          });
      }
    }
    // A key a release no longer ships: its shipped texts go, and the key with them when nothing edited in
    // the product holds it (a text a translator wrote, a key registered in developer mode, stays).
    const shipped = sql`(select jsonb_array_elements_text(${JSON.stringify(allKeys)}::jsonb))`;
    await tx.execute(sql`
      delete from ${translations} t using ${translationKeys} k
      where t.key_id = k.id and t.source = 'file' and k.key not in ${shipped}`);
    await tx.execute(sql`
      delete from ${translationKeys} k
      where k.key not in ${shipped} and not exists (select 1 from ${translations} t where t.key_id = k.id)`);
    await tx
      .insert(appMeta)
      .values({ key: 'locales_hash', value: hash })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: hash, updatedAt: sql`now()` } });
  });
}
