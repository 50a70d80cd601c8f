import { and, eq, inArray, or } from 'drizzle-orm';
import { nestDictionary } from '../../../common/dictionary';
import type { Db } from '../../db/client';
import { languages, translationKeys, translations } from '../../db/schema';

/**
 * Whether a language's words may be read: an interface language, or a survey language that is not (yet)
 * an interface one (its polls and the access-code slips printed in it read its words).
 */
export async function isReadableLanguage(db: Db, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: languages.code })
    .from(languages)
    .where(and(eq(languages.code, code), or(eq(languages.enabled, true), eq(languages.surveyEnabled, true))));
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
