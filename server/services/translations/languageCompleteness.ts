import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { languages } from '../../db/schema';
import { queryRows } from '../resultCells/queryRows';
import { extraPluralForms } from './pluralForms';

/** The interface source: every other language is measured against its texts, and falls back to them. */
export const sourceLanguage = 'en';

/**
 * A language joins the switcher when at least this share of the English texts is translated. 95 %: a
 * handful of untranslated texts (which show in English, spec §9) is tolerable; a half-done language is not.
 */
export const switcherCompleteness = 0.95;

export type LanguageWithCounts = typeof languages.$inferSelect & {
  /** The texts a complete language has: the English ones and its own extra plural forms. */
  total: number;
  /** English texts with no non-empty text in this language. */
  missing: number;
  /** Texts identical to the English one (often not translated yet; names like "BETT" are fine). */
  sameAsEnglish: number;
};

/**
 * Every language with how much of the interface it translates: the English texts and the plural forms the
 * language needs beyond English's (as the translations screen lists them, services/translations/translationEditor).
 */
export async function languagesWithCounts(db: Db): Promise<LanguageWithCounts[]> {
  const codes = (await db.select({ code: languages.code }).from(languages)).map((row) => row.code);
  const forms = codes.flatMap((code) => extraPluralForms(code).map((form) => ({ code, form })));
  const result = await db.execute(sql`
    with english as (
      select k.key, en.key_id, en.value from translations en join translation_keys k on k.id = en.key_id
      where en.language_code = ${sourceLanguage}
    ),
    forms as (
      select * from unnest(
        ${sql.param(forms.map((row) => row.code))}::text[],
        ${sql.param(forms.map((row) => row.form))}::text[]
      ) as f(code, form)
    ),
    wanted as (
      select l.code, e.key_id, e.value as english from languages l cross join english e
      union all
      select f.code, fk.id, e.value
      from forms f
      join english e on right(e.key, length('_other')) = '_other'
      left join translation_keys fk on fk.key = left(e.key, -length('_other')) || '_' || f.form
      where not exists (
        select 1 from english own where own.key = left(e.key, -length('_other')) || '_' || f.form
      )
    )
    select w.code,
           count(*)::int as total,
           count(t.key_id) filter (where t.value <> '')::int as translated,
           count(t.key_id) filter (where w.code <> ${sourceLanguage} and t.value = w.english)::int as same
    from wanted w
    left join translations t on t.key_id = w.key_id and t.language_code = w.code
    group by w.code`);
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
