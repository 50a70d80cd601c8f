import { and, desc, eq, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { events, languages, translationKeys, translations } from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';
import { queryRows } from '../resultCells/queryRows';
import { sourceLanguage } from './languageCompleteness';
import { extraPluralForms, pluralSourceKey } from './pluralForms';

export type TextFilter = 'all' | 'missing' | 'same';
/** `plural_form`: a form English lacks (few, many, zero), written beside English's `other` text. */
export type TextRow = {
  key: string;
  english: string;
  value: string | null;
  source: string | null;
  plural_form: string | null;
};

/** A text's history is its events of this action (edited in place or imported from a spreadsheet). */
export const changedTranslationAction = 'Changed translation';

export async function assertLanguage(db: Db, code: string) {
  const [found] = await db.select({ code: languages.code }).from(languages).where(eq(languages.code, code));
  if (!found) throw notFound('Language');
}

/**
 * The interface texts (every English one, and the plural forms this language needs beyond English's) with
 * this language's text beside it, searchable by key and either text.
 */
export async function listTexts(
  db: Db,
  language: string,
  query: { search?: string; filter: TextFilter; limit: number; offset: number },
) {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : null;
  const filter =
    query.filter === 'missing'
      ? sql`and (x.value is null or x.value = '')`
      : query.filter === 'same'
        ? sql`and x.value = x.english`
        : sql``;
  const search = pattern
    ? sql`and (x.key ilike ${pattern} or x.english ilike ${pattern} or x.value ilike ${pattern})`
    : sql``;
  const result = await db.execute(sql`
    with english as (
      select k.key, en.key_id, en.value from translations en join translation_keys k on k.id = en.key_id
      where en.language_code = ${sourceLanguage}
    ),
    texts as (
      select e.key, e.value as english, t.value, t.source, null::text as plural_form
      from english e left join translations t on t.key_id = e.key_id and t.language_code = ${language}
      union all
      select f.key, e.value, t.value, t.source, f.form
      from english e
      cross join lateral (
        select form, left(e.key, -length('_other')) || '_' || form as key
        from unnest(${sql.param(extraPluralForms(language))}::text[]) as form
      ) f
      left join translation_keys fk on fk.key = f.key
      left join translations t on t.key_id = fk.id and t.language_code = ${language}
      where right(e.key, length('_other')) = '_other' and not exists (select 1 from english own where own.key = f.key)
    )
    select x.key, x.english, x.value, x.source, x.plural_form, count(*) over ()::int as total
    from texts x
    where true ${filter} ${search}
    order by x.key
    limit ${query.limit} offset ${query.offset}`);
  const rows = queryRows<TextRow & { total: number }>(result);
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function englishKeyId(tx: Tx, key: string) {
  const [known] = await tx
    .select({ id: translationKeys.id })
    .from(translationKeys)
    .innerJoin(translations, eq(translations.keyId, translationKeys.id))
    .where(and(eq(translationKeys.key, key), eq(translations.languageCode, sourceLanguage)));
  return known;
}

/** A plural form this language needs beyond English's, of an English counted text: its key, made on first save. */
async function pluralFormKeyId(tx: Tx, key: string, language: string) {
  const source = pluralSourceKey(key, language);
  if (!source || !(await englishKeyId(tx, source))) return undefined;
  await tx.insert(translationKeys).values({ key }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: translationKeys.id })
    .from(translationKeys)
    .where(eq(translationKeys.key, key));
  return row;
}

/**
 * Saves one text as edited in the product (`source = 'admin'`, which the start-up sync from locales/*.json
 * never overwrites), with the previous text in the event that is its history.
 */
export async function saveText(db: Db, claims: TokenClaims, language: string, key: string, value: string) {
  await assertLanguage(db, language);
  return db.transaction(async (tx) => {
    const known = (await englishKeyId(tx, key)) ?? (await pluralFormKeyId(tx, key, language));
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
