import { eq } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { languages } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';
import { sourceLanguage } from './languageCompleteness';

type LanguageInput = { code: string; name: string; native_name: string };
type LanguagePatch = Partial<{
  name: string;
  native_name: string;
  enabled: boolean;
  survey_enabled: boolean;
}>;

/** A new language starts off everywhere: it is translated first, then switched on. */
export async function addLanguage(db: Db, claims: TokenClaims, input: LanguageInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(languages)
      .values({
        code: input.code,
        name: input.name,
        nativeName: input.native_name,
        enabled: false,
        surveyEnabled: false,
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new AppError('conflict', `code: ${input.code} is already a language`, [
        `code: already a language`,
      ]);
    await recordEvent(tx, claims, {
      category: 'Superadmin',
      action: 'Added language',
      details: { code: input.code },
    });
    return row;
  });
}

export async function updateLanguage(db: Db, claims: TokenClaims, code: string, patch: LanguagePatch) {
  if (code === sourceLanguage && (patch.enabled === false || patch.survey_enabled === false)) {
    throw fieldError(
      `${patch.enabled === false ? 'enabled' : 'survey_enabled'}: English is the language every other one falls back to`,
    );
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(languages)
      .set({
        name: patch.name,
        nativeName: patch.native_name,
        enabled: patch.enabled,
        surveyEnabled: patch.survey_enabled,
      })
      .where(eq(languages.code, code))
      .returning();
    // Any language may carry surveys: its fixed words (poll buttons, answer scales, report words) are
    // translation keys, English until translated at /admin/manage-translations.
    if (!row) throw notFound('Language');
    await recordEvent(tx, claims, {
      category: 'Superadmin',
      action: 'Changed language',
      details: { code, ...patch },
    });
    return row;
  });
}
