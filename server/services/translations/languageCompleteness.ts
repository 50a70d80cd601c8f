import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { languages } from '../../db/schema';
import { queryRows } from '../resultCells/queryRows';

/** The interface source: every other language is measured against its texts, and falls back to them. */
export const sourceLanguage = 'en';

/**
 * A language joins the switcher when at least this share of the English texts is translated. 95 %: a
 * handful of untranslated texts (which show in English, spec §9) is tolerable; a half-done language is not.
 */
export const switcherCompleteness = 0.95;

export type LanguageWithCounts = typeof languages.$inferSelect & {
  /** English texts (the keys a complete language has). */
  total: number;
  /** English texts with no non-empty text in this language. */
  missing: number;
  /** Texts identical to the English one (often not translated yet; names like "BETT" are fine). */
  sameAsEnglish: number;
};

/** Every language with how much of the interface it translates. */
export async function languagesWithCounts(db: Db): Promise<LanguageWithCounts[]> {
  const result = await db.execute(sql`
    select l.code,
           count(*)::int as total,
           count(t.key_id) filter (where t.value <> '')::int as translated,
           count(t.key_id) filter (where l.code <> ${sourceLanguage} and t.value = en.value)::int as same
    from languages l
    cross join translations en
    left join translations t on t.key_id = en.key_id and t.language_code = l.code
    where en.language_code = ${sourceLanguage}
    group by l.code`);
  const rows = queryRows<{ code: string; total: number; translated: number; same: number }>(result);
  const counts = new Map(rows.map((row) => [row.code, row]));
  const all = await db.select().from(languages).orderBy(asc(languages.code));
  return all.map((language) => {
    const count = counts.get(language.code);
    return {
      ...language,
      total: count?.total ?? 0,
      missing: count ? count.total - count.translated : 0,
      sameAsEnglish: count?.same ?? 0,
    };
  });
}

export function isCompleteEnough(language: LanguageWithCounts): boolean {
  if (language.total === 0) return language.code === sourceLanguage;
  return (language.total - language.missing) / language.total >= switcherCompleteness;
}
