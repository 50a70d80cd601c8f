import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { bearer, buildSchool } from '../../test/factories';
import { multipart, utf8, xlsxFile, zipFile } from '../../test/importFiles';
import { roleTokens, tokenOf } from '../../test/roleTokens';
import { createTestApp, type TestApp } from '../../test/testApp';

type Text = { key: string; english: string; value: string | null; source: string | null };

/** The rows of the first sheet as plain texts. */
async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as never);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    rows.push([1, 2, 3, 4].map((column) => String(row.getCell(column).value ?? '')));
  });
  return rows;
}

describe('translation spreadsheet export and import', () => {
  let ctx: TestApp;
  let superToken: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    superToken = await tokenOf(ctx.deps, 'super_admin', null);
    await send('POST', '/api/admin/languages', { code: 'uk', name: 'Ukrainian', native_name: 'Українська' });
  });
  afterAll(() => ctx.close());

  function send(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
    token: string | null = superToken,
  ) {
    return ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
  }
  function upload(language: string, fileName: string, bytes: Buffer, token: string | null = superToken) {
    const body = multipart(fileName, bytes);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/admin/translations/${language}/import`,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  }
  async function textOf(language: string, key: string) {
    const response = await send(
      'GET',
      `/api/admin/translations/${language}?search=${encodeURIComponent(key)}&limit=200`,
    );
    return (response.json().data as Text[]).find((row) => row.key === key);
  }

  it('exports every interface text with English beside it and a note naming the {{values}} to keep', async () => {
    const response = await send('GET', '/api/admin/translations/lv/export.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="translations-lv\.xlsx";/);
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]).toEqual(['key', 'English', 'Latvian (lv)', 'note']);
    const total = (await send('GET', '/api/admin/translations/lv?limit=1')).json().meta.total;
    // Every English text, and Latvian's 'zero' plural forms English lacks: the same rows as the editor's.
    const plural = rows.filter((row) => row[3].startsWith('Plural form'));
    expect(rows.length - 1).toBe(total);
    expect(plural.length).toBeGreaterThan(0);
    expect(plural.every((row) => row[0].endsWith('_zero'))).toBe(true);
    expect(plural[0][3]).toContain("Plural form 'zero'");
    const save = rows.find((row) => row[0] === 'common.save');
    expect(save?.[1]).toBe('Save');
    expect(save?.[2]).toBe((await textOf('lv', 'common.save'))?.value);
    const withValue = rows.find((row) => row[1].includes('{{count}}'));
    expect(withValue?.[3]).toContain('{{count}}');
  });

  it('imports a filled-in sheet whole: changed texts saved, empty cells skipped, history names the importer', async () => {
    const exported = await sheetRows(
      (await send('GET', '/api/admin/translations/uk/export.xlsx')).rawPayload,
    );
    expect(exported[0][2]).toBe('Ukrainian (uk)');
    const counted = exported.find(
      (row) => row[1].includes('{{count}}') && !row[1].includes('{{', row[1].indexOf('}}')),
    );
    expect(counted).toBeTruthy();
    const filled = [
      ['key', 'English', 'Ukrainian (uk)', 'note'],
      ['common.save', 'Save', 'Зберегти', ''],
      ['common.cancel', 'Cancel', 'Скасувати', ''],
      [counted?.[0] ?? '', counted?.[1] ?? '', 'Тексти: {{count}}', ''],
      ['layout.language', 'Language', '', ''],
    ];
    const response = await upload('uk', 'переклад.xlsx', await xlsxFile(filled));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      rows: 4,
      changed: 3,
      unchanged: 0,
      empty: 1,
      empty_keys: ['layout.language'],
    });
    expect(await textOf('uk', 'common.save')).toMatchObject({ value: 'Зберегти', source: 'admin' });
    expect((await textOf('uk', 'layout.language'))?.value ?? null).toBeNull();

    const history = (await send('GET', '/api/admin/translations/uk/history?key=common.save')).json().data;
    expect(history).toEqual([
      expect.objectContaining({ previous: null, value: 'Зберегти', imported_from: 'переклад.xlsx' }),
    ]);
    const [importEvent] = await ctx.deps.database.db
      .select()
      .from(events)
      .where(and(eq(events.action, 'Imported translations'), eq(events.identityType, 'super_admin')));
    expect(importEvent.details).toMatchObject({ language: 'uk', changed: 3, empty: 1 });
    expect(importEvent.userId).toBe(history[0].user_id);

    // The same file again changes nothing and writes no history.
    const again = await upload('uk', 'переклад.xlsx', await xlsxFile(filled));
    expect(again.json().data).toMatchObject({ changed: 0, unchanged: 3 });
    expect(
      (await send('GET', '/api/admin/translations/uk/history?key=common.save')).json().data,
    ).toHaveLength(1);
  });

  it('refuses the whole file naming every bad row: unknown and repeated keys, changed {{values}}', async () => {
    const exported = await sheetRows(
      (await send('GET', '/api/admin/translations/uk/export.xlsx')).rawPayload,
    );
    const counted = exported.find((row) => row[1].includes('{{count}}'));
    const response = await upload(
      'uk',
      'bad.xlsx',
      await xlsxFile([
        ['key', 'English', 'Ukrainian', 'note'],
        ['common.edit', 'Edit', 'Редагувати', ''],
        ['no.such.text', '', 'Щось', ''],
        ['common.edit', 'Edit', 'Ще раз', ''],
        [counted?.[0] ?? '', '', 'Тексти: {{number}}', ''],
        ['', '', 'без ключа', ''],
      ]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json(), JSON.stringify(response.json().errors)).toMatchObject({
      error: 'validation_failed',
      message: '4 rows of the file cannot be imported; nothing was changed',
    });
    expect(response.json().errors).toEqual([
      "row 3: 'no.such.text' is not a text of the interface",
      "row 4: 'common.edit' is also on row 2",
      `row 5: '${counted?.[0]}' must keep {{count}} as in English, it has {{number}}`,
      'row 6: the key column is empty',
    ]);
    // Nothing of it was saved, not even the good row.
    expect((await textOf('uk', 'common.edit'))?.value ?? null).toBeNull();

    const noHeader = await upload('uk', 'x.xlsx', await xlsxFile([['common.edit', 'Edit', 'Редагувати']]));
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.json().errors).toEqual(["row 1: the first column must be headed 'key'"]);
  });

  it('refuses files that are not workbooks, disguised ones and oversized ones with clear messages', async () => {
    const csv = await upload('uk', 'texts.csv', utf8('key,English,Ukrainian\ncommon.save,Save,Зберегти\n'));
    expect(csv.statusCode).toBe(422);
    expect(csv.json().errors).toEqual(['file: not_workbook']);
    expect(csv.json().message).toContain('not an Excel workbook');
    // A text file named .xlsx is still a text file.
    const disguised = await upload('uk', 'texts.xlsx', utf8('<html><script>alert(1)</script></html>'));
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().errors).toEqual(['file: not_workbook']);
    // A zip that is not a workbook.
    const zip = await upload('uk', 'texts.xlsx', zipFile([{ name: 'a.txt', data: Buffer.from('hi') }]));
    expect(zip.statusCode).toBe(422);
    expect(zip.json().errors).toEqual(['file: not_xlsx']);
    const empty = await upload('uk', 'texts.xlsx', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    const big = await upload('uk', 'texts.xlsx', Buffer.alloc(6 * 1024 * 1024, 0x41));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file is larger than the 5 MB limit');
    expect((await upload('xx', 'texts.xlsx', await xlsxFile([['key']]))).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/translations/xx/export.xlsx')).statusCode).toBe(404);
  });

  it('answers super-admins only: anonymous 401, every school role 403, before reading the file', async () => {
    const tokens = await roleTokens(ctx.deps, await buildSchool(ctx.deps.database.db));
    const file = await xlsxFile([
      ['key', 'English', 'Ukrainian'],
      ['common.delete', 'Delete', 'Hacked'],
    ]);
    expect((await send('GET', '/api/admin/translations/uk/export.xlsx', undefined, null)).statusCode).toBe(
      401,
    );
    expect((await upload('uk', 'a.xlsx', file, null)).statusCode).toBe(401);
    for (const [role, token] of Object.entries(tokens.members)) {
      expect(
        (await send('GET', '/api/admin/translations/uk/export.xlsx', undefined, token)).statusCode,
        role,
      ).toBe(403);
      expect((await upload('uk', 'a.xlsx', file, token)).statusCode, role).toBe(403);
    }
    expect((await textOf('uk', 'common.delete'))?.value ?? null).toBeNull();
  });

  it('offers the plural forms English lacks (Ukrainian few and many) and imports them for the app to read', async () => {
    const exported = await sheetRows(
      (await send('GET', '/api/admin/translations/uk/export.xlsx')).rawPayload,
    );
    const few = exported.find((row) => row[0].endsWith('_few') && row[1].includes('{{count}}'));
    expect(few?.[3]).toContain("Plural form 'few'");
    const response = await upload(
      'uk',
      'plural.xlsx',
      await xlsxFile([
        ['key', 'English', 'Ukrainian', 'note'],
        [few?.[0] ?? '', few?.[1] ?? '', '{{count}} тексти', ''],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ changed: 1 });
    const dictionary = await send('PATCH', '/api/admin/languages/uk', { enabled: true }).then(() =>
      send('GET', `/api/language/get?language=uk&keys=${few?.[0]}`, undefined, null),
    );
    expect(dictionary.json().data).toEqual({ [few?.[0] ?? '']: '{{count}} тексти' });
    // A form the language does not have is not a text.
    const zero = await upload(
      'uk',
      'zero.xlsx',
      await xlsxFile([
        ['key', 'English', 'Ukrainian', 'note'],
        [few?.[0].replace(/_few$/, '_zero') ?? '', '', 'нуль', ''],
      ]),
    );
    expect(zero.statusCode).toBe(422);
  });
});
