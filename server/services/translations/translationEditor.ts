import { and, desc, eq, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { events, languages, translationKeys, translations } from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';
import { queryRows } from '../resultCells/queryRows';
import { sourceLanguage } from './languageCompleteness';

export type TextFilter = 'all' | 'missing' | 'same';
export type TextRow = { key: string; english: string; value: string | null; source: string | null };

/** A text's history is its events of this action (edited in place or imported from a spreadsheet). */
export const changedTranslationAction = 'Changed translation';

export async function assertLanguage(db: Db, code: string) {
  const [found] = await db.select({ code: languages.code }).from(languages).where(eq(languages.code, code));
  if (!found) throw notFound('Language');
}

/** The interface texts (every English one) with this language's text beside it, searchable by key and either text. */
export async function listTexts(
  db: Db,
  language: string,
  query: { search?: string; filter: TextFilter; limit: number; offset: number },
) {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : null;
  const filter =
    query.filter === 'missing'
      ? sql`and (t.value is null or t.value = '')`
      : query.filter === 'same'
        ? sql`and t.value = en.value`
        : sql``;
  const search = pattern
    ? sql`and (k.key ilike ${pattern} or en.value ilike ${pattern} or t.value ilike ${pattern})`
    : sql``;
  const result = await db.execute(sql`
    select k.key, en.value as english, t.value, t.source, count(*) over ()::int as total
    from translations en
    join translation_keys k on k.id = en.key_id
    left join translations t on t.key_id = en.key_id and t.language_code = ${language}
    where en.language_code = ${sourceLanguage} ${filter} ${search}
    order by k.key
    limit ${query.limit} offset ${query.offset}`);
  const rows = queryRows<TextRow & { total: number }>(result);
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/**
 * Saves one text as edited in the product (`source = 'admin'`, which the start-up sync from locales/*.json
 * never overwrites), with the previous text in the event that is its history.
 */
export async function saveText(db: Db, claims: TokenClaims, language: string, key: string, value: string) {
  await assertLanguage(db, language);
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select({ id: translationKeys.id })
      .from(translationKeys)
      .innerJoin(translations, eq(translations.keyId, translationKeys.id))
      .where(and(eq(translationKeys.key, key), eq(translations.languageCode, sourceLanguage)));
    if (!known) throw fieldError('key: is not a text of the interface');
    const [previous] = await tx
      .select({ value: translations.value })
      .from(translations)
      .where(and(eq(translations.keyId, known.id), eq(translations.languageCode, language)));
    const values = {
      keyId: known.id,
      languageCode: language,
      value,
      source: 'admin' as const,
      updatedAt: new Date(),
    };
    await tx
      .insert(translations)
      .values(values)
      .onConflictDoUpdate({ target: [translations.keyId, translations.languageCode], set: values });
    await recordEvent(tx, claims, {
      category: 'Superadmin',
      action: changedTranslationAction,
      details: { language, key, previous: previous?.value ?? null, value },
    });
    return { key, value, source: 'admin' };
  });
}

/** A text's changes in the product, newest first (from the event trail). */
export async function textHistory(db: Db, language: string, key: string) {
  return db
    .select({ at: events.createdAt, userId: events.userId, details: events.details })
    .from(events)
    .where(
      and(
        eq(events.action, changedTranslationAction),
        sql`${events.details} ->> 'language' = ${language}`,
        sql`${events.details} ->> 'key' = ${key}`,
      ),
    )
    .orderBy(desc(events.id))
    .limit(50);
}
