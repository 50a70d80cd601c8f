import { eq, inArray } from 'drizzle-orm';
import { isLanguageCode, orderLanguages, type SurveyLanguage } from '../../../common/languages';
import type { Db } from '../../db/client';
import { languages } from '../../db/schema';
import { fieldError } from '../../http/errors';

/**
 * The languages surveys may be written and answered in: those with survey_enabled at /admin/manage-languages,
 * the built-in ones and any added there (their fixed words are translation keys, English where untranslated).
 */
export async function surveyLanguages(db: Db) {
  const rows = await db
    .select({ code: languages.code, name: languages.name, nativeName: languages.nativeName })
    .from(languages)
    .where(eq(languages.surveyEnabled, true));
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return orderLanguages(byCode.keys()).map((code) => byCode.get(code)!);
}

export async function surveyLanguageCodes(db: Db): Promise<SurveyLanguage[]> {
  return (await surveyLanguages(db)).map((row) => row.code);
}

/**
 * Refuses (422, naming the field) languages that are neither built in nor switched on for surveys; `known`
 * only asks that the language exists (a report of an old period in a language switched off since).
 */
export async function assertSurveyLanguages(
  db: Db,
  field: string,
  codes: readonly string[],
  rule: 'survey_enabled' | 'known' = 'survey_enabled',
): Promise<void> {
  const refused = await refusedSurveyLanguages(db, codes, rule);
  if (refused.length)
    throw fieldError(
      `${field}: ${refused.join(', ')} ${refused.length > 1 ? 'are not languages' : 'is not a language'} ${
        rule === 'known' ? 'of this platform' : 'switched on for surveys (/admin/manage-languages)'
      }`,
    );
}

/**
 * The codes assertSurveyLanguages refuses, without throwing: a bulk write (subjects) reports each on its row.
 * Built-in languages always pass; an added one must be switched on for surveys (`known`: exist at all).
 */
export async function refusedSurveyLanguages(
  db: Db,
  codes: readonly string[],
  rule: 'survey_enabled' | 'known' = 'survey_enabled',
): Promise<string[]> {
  const added = [...new Set(codes.filter((code) => !isLanguageCode(code)))];
  if (!added.length) return [];
  const rows = await db
    .select({ code: languages.code, surveyEnabled: languages.surveyEnabled })
    .from(languages)
    .where(inArray(languages.code, added));
  const allowed = new Set(rows.filter((row) => rule === 'known' || row.surveyEnabled).map((row) => row.code));
  return added.filter((code) => !allowed.has(code));
}

/**
 * assertSurveyLanguages over texts written per language (localizedField): each text's codes must be switched
 * on for surveys; the first refused one answers 422 naming its field and code (`name: uk is not …`).
 */
export async function assertTextLanguages(
  db: Db,
  texts: Record<string, Partial<Record<string, string>> | null | undefined>,
): Promise<void> {
  for (const [field, text] of Object.entries(texts))
    if (text) await assertSurveyLanguages(db, field, Object.keys(text));
}
