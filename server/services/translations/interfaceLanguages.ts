import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { languages } from '../../db/schema';
import { fieldError } from '../../http/errors';

/**
 * Which switch of /admin/manage-languages a language must have on: `interface` for a person's own language
 * (profile, user records: their screens and mail), `interface_or_survey` for an organisation's languages
 * (the languages its people and its surveys may use).
 */
export type LanguageUse = 'interface' | 'interface_or_survey';

const switchedOn = (use: LanguageUse) =>
  use === 'interface'
    ? eq(languages.enabled, true)
    : or(eq(languages.enabled, true), eq(languages.surveyEnabled, true));

/**
 * Refuses (422, naming the field and the codes) languages that are not in the languages table with the
 * switch `use` on. Languages are data: en, lv and ru are rows like any added at /admin/manage-languages.
 */
export async function assertEnabledLanguages(
  db: Db,
  field: string,
  codes: readonly string[],
  use: LanguageUse,
): Promise<void> {
  const asked = [...new Set(codes)];
  if (!asked.length) return;
  const rows = await db
    .select({ code: languages.code })
    .from(languages)
    .where(and(inArray(languages.code, asked), switchedOn(use)));
  const allowed = new Set(rows.map((row) => row.code));
  const refused = asked.filter((code) => !allowed.has(code));
  if (refused.length)
    throw fieldError(
      `${field}: ${refused.join(', ')} ${refused.length > 1 ? 'are not languages' : 'is not a language'} switched on for ${
        use === 'interface' ? 'the interface' : 'the interface or surveys'
      } (/admin/manage-languages)`,
    );
}
