import { asc, eq } from 'drizzle-orm';
import { isLanguageCode, type LanguageCode } from '../../../common/languages';
import type { Db } from '../../db/client';
import { languages } from '../../db/schema';

/** The languages surveys may be written and answered in: those with survey_enabled (built-in ones only). */
export async function surveyLanguages(db: Db) {
  const rows = await db
    .select({ code: languages.code, name: languages.name, nativeName: languages.nativeName })
    .from(languages)
    .where(eq(languages.surveyEnabled, true))
    .orderBy(asc(languages.code));
  return rows.filter((row) => isLanguageCode(row.code));
}

export async function surveyLanguageCodes(db: Db): Promise<LanguageCode[]> {
  return (await surveyLanguages(db)).map((row) => row.code as LanguageCode);
}
