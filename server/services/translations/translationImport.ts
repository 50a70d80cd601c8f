import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { events, languages, translationKeys, translations } from '../../db/schema';
import { AppError } from '../../http/errors';
import { eventActor, recordEvent } from '../events/recordEvent';
import { fileError } from '../imports/fileErrors';
import { isZip } from '../imports/zipInspection';
import { queryRows } from '../resultCells/queryRows';
import { sourceLanguage } from './languageCompleteness';
import { placeholdersOf, samePlaceholders } from './placeholders';
import { extraPluralForms } from './pluralForms';
import { assertLanguage, changedTranslationAction } from './translationEditor';
import { type SheetText, sheetColumns } from './translationSheet';

export type ImportSummary = {
  /** Rows under the header that name a text. */
  rows: number;
  /** Texts saved with a new value. */
  changed: number;
  /** Texts whose value in the file is the one already saved. */
  unchanged: number;
  /** Rows whose translation cell is empty: skipped, the saved text (if any) stays. */
  empty: number;
  /** Up to 20 keys of the empty rows, so the screen can say which. */
  empty_keys: string[];
};

type SheetRow = { line: number; cells: string[] };

/** Every English text with this language's text beside it, in key order (the export's rows). */
export async function allTexts(db: Db, language: string): Promise<SheetText[]> {
  const result = await db.execute(sql`
    select k.key, en.value as english, t.value
    from translations en
    join translation_keys k on k.id = en.key_id
    left join translations t on t.key_id = en.key_id and t.language_code = ${language}
    where en.language_code = ${sourceLanguage}
    order by k.key`);
  return queryRows<SheetText>(result);
}

/**
 * The rows a translator fills in: every English text, and for a language with plural forms English lacks
 * (Ukrainian and Russian 'few' and 'many', Latvian 'zero') a row per such form beside the English 'other'
 * text, so that counted texts read right (i18next picks `key_few` by the language's plural rules).
 */
export async function sheetTexts(db: Db, language: string): Promise<SheetText[]> {
  const texts = await allTexts(db, language);
  const extraForms = extraPluralForms(language);
  const englishKeys = new Set(texts.map((text) => text.key));
  const extras: SheetText[] = [];
  for (const text of texts) {
    if (!text.key.endsWith('_other')) continue;
    const base = text.key.slice(0, -'_other'.length);
    for (const category of extraForms) {
      const key = `${base}_${category}`;
      if (!englishKeys.has(key))
        extras.push({ key, english: text.english, value: null, pluralForm: category });
    }
  }
  if (extras.length === 0) return texts;
  const saved = await db
    .select({ key: translationKeys.key, value: translations.value })
    .from(translations)
    .innerJoin(translationKeys, eq(translationKeys.id, translations.keyId))
    .where(
      and(
        eq(translations.languageCode, language),
        inArray(
          translationKeys.key,
          extras.map((extra) => extra.key),
        ),
      ),
    );
  const values = new Map(saved.map((row) => [row.key, row.value]));
  for (const extra of extras) extra.value = values.get(extra.key) ?? null;
  return [...texts, ...extras].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** exceljs (tens of MB) comes with the first spreadsheet, not with the server. */
async function readSheetRows(bytes: Uint8Array): Promise<SheetRow[]> {
  if (bytes.length === 0) throw fileError('empty');
  // Only a workbook: a CSV or a renamed text file would lose the layout translators work in.
  if (!isZip(bytes)) {
    throw new AppError(
      'validation_failed',
      'The file is not an Excel workbook (.xlsx): download the spreadsheet, fill it in and upload it as .xlsx',
      ['file: not_workbook'],
    );
  }
  return (await import('../imports/xlsxReader')).readXlsx(bytes);
}

const cell = (row: SheetRow, column: number) => (row.cells[column - 1] ?? '').replace(/\r\n/g, '\n');

/**
 * Reads a filled-in translation spreadsheet and saves it whole or not at all: any unknown key, repeated
 * key or translation whose {{values}} differ from the English text refuses the file, naming every bad row
 * with its row number. Empty translation cells are skipped and counted. Each saved text is an admin edit
 * (kept through new releases) with its 'Changed translation' event naming the importer.
 */
export async function importTranslations(
  db: Db,
  claims: TokenClaims,
  language: string,
  upload: { fileName: string; bytes: Uint8Array },
): Promise<ImportSummary> {
  await assertLanguage(db, language);
  const rows = (await readSheetRows(upload.bytes)).filter((row) => row.cells.some((text) => text.trim()));
  const [header, ...body] = rows;
  if (!header || cell(header, sheetColumns.key).trim().toLowerCase() !== 'key') {
    throw new AppError(
      'validation_failed',
      "The first sheet's first row must be the header: key, English, translation, note",
      [`row ${header?.line ?? 1}: the first column must be headed 'key'`],
    );
  }
  if (body.length === 0) throw fileError('no_rows');

  const english = new Map((await sheetTexts(db, language)).map((text) => [text.key, text]));
  const problems: string[] = [];
  const seen = new Map<string, number>();
  const wanted: { key: string; value: string; line: number }[] = [];
  const emptyKeys: string[] = [];
  for (const row of body) {
    const key = cell(row, sheetColumns.key).trim();
    const value = cell(row, sheetColumns.translation);
    const where = `row ${row.line}`;
    if (!key) {
      if (value.trim()) problems.push(`${where}: the key column is empty`);
      continue;
    }
    const known = english.get(key);
    if (!known) {
      problems.push(`${where}: '${key.slice(0, 80)}' is not a text of the interface`);
      continue;
    }
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push(`${where}: '${key}' is also on row ${earlier}`);
      continue;
    }
    seen.set(key, row.line);
    if (!value.trim()) {
      emptyKeys.push(key);
      continue;
    }
    if (value.length > 5000) {
      problems.push(`${where}: the text of '${key}' is longer than 5,000 characters`);
      continue;
    }
    if (!samePlaceholders(known.english, value)) {
      const expected = placeholdersOf(known.english).map((name) => `{{${name}}}`);
      const found = placeholdersOf(value).map((name) => `{{${name}}}`);
      problems.push(
        `${where}: '${key}' must keep ${expected.join(', ') || 'no {{values}}'} as in English, it has ${found.join(', ') || 'none'}`,
      );
      continue;
    }
    wanted.push({ key, value, line: row.line });
  }
  if (problems.length > 0) {
    throw new AppError(
      'validation_failed',
      `${problems.length} ${problems.length === 1 ? 'row' : 'rows'} of the file cannot be imported; nothing was changed`,
      problems,
    );
  }

  const changes = wanted.filter(({ key, value }) => english.get(key)?.value !== value);
  await db.transaction(async (tx) => {
    // A plural form English lacks may be new to the key list (no built-in language had it).
    const newKeys = changes.map((change) => change.key).filter((key) => key.match(/_(zero|two|few|many)$/));
    for (let start = 0; start < newKeys.length; start += 1000) {
      await tx
        .insert(translationKeys)
        .values(newKeys.slice(start, start + 1000).map((key) => ({ key })))
        .onConflictDoNothing();
    }
    const ids = new Map<string, number>();
    for (let start = 0; start < changes.length; start += 1000) {
      const keys = changes.slice(start, start + 1000).map((change) => change.key);
      const found = await tx
        .select({ id: translationKeys.id, key: translationKeys.key })
        .from(translationKeys)
        .where(inArray(translationKeys.key, keys));
      for (const row of found) ids.set(row.key, row.id);
    }
    const now = new Date();
    const actor = eventActor(claims);
    for (let start = 0; start < changes.length; start += 1000) {
      const chunk = changes.slice(start, start + 1000);
      await tx
        .insert(translations)
        .values(
          chunk.map((change) => ({
            keyId: ids.get(change.key) as number,
            languageCode: language,
            value: change.value,
            source: 'admin' as const,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [translations.keyId, translations.languageCode],
          set: { value: sql`excluded.value`, source: 'admin', updatedAt: now },
        });
      await tx.insert(events).values(
        chunk.map((change) => ({
          ...actor,
          category: 'Superadmin',
          action: changedTranslationAction,
          details: {
            language,
            key: change.key,
            previous: english.get(change.key)?.value ?? null,
            value: change.value,
            imported_from: upload.fileName,
          },
        })),
      );
    }
    await recordEvent(tx, claims, {
      category: 'Superadmin',
      action: 'Imported translations',
      details: { language, file_name: upload.fileName, changed: changes.length, empty: emptyKeys.length },
    });
  });
  return {
    rows: seen.size,
    changed: changes.length,
    unchanged: wanted.length - changes.length,
    empty: emptyKeys.length,
    empty_keys: emptyKeys.slice(0, 20),
  };
}

/** The language's code and English name, for the spreadsheet's header and file name. */
export async function languageName(db: Db, code: string) {
  const [row] = await db
    .select({ code: languages.code, name: languages.name })
    .from(languages)
    .where(eq(languages.code, code));
  return row;
}
