import { and, eq, inArray } from 'drizzle-orm';
import { nestDictionary } from '../../../common/dictionary';
import type { Db } from '../../db/client';
import { languages, translationKeys, translations } from '../../db/schema';

export async function isEnabledLanguage(db: Db, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: languages.code })
    .from(languages)
    .where(and(eq(languages.code, code), eq(languages.enabled, true)));
  return rows.length > 0;
}

export async function loadDictionary(db: Db, language: string) {
  const rows = await db
    .select({ key: translationKeys.key, value: translations.value })
    .from(translations)
    .innerJoin(translationKeys, eq(translationKeys.id, translations.keyId))
    .where(eq(translations.languageCode, language));
  return nestDictionary(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

/** The requested keys in one language; a key with no translation answers the key itself. */
export async function loadValues(db: Db, language: string, keys: string[]): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: translationKeys.key, value: translations.value })
    .from(translations)
    .innerJoin(translationKeys, eq(translationKeys.id, translations.keyId))
    .where(and(eq(translations.languageCode, language), inArray(translationKeys.key, keys)));
  const found = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(keys.map((key) => [key, found.get(key) ?? key]));
}
