import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities, imports, users } from '../../db/schema';
import { utf8, windows1257, xlsxFile, zipFile } from '../../test/importFiles';
import { importWorld } from '../../test/importTestKit';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('import files', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const db = () => ctx.deps.database.db;

  async function namesIn(schoolId: number) {
    const rows = await db()
      .select({ name: users.name, surname: users.surname })
      .from(identities)
      .innerJoin(users, eq(users.id, identities.userId))
      .where(and(eq(identities.organizationId, schoolId), eq(identities.type, 'student')));
    return rows.map((row) => `${row.name} ${row.surname}`).sort();
  }

  it('reads a Windows-1257 CSV with Latvian letters', async () => {
    const w = await importWorld(ctx);
    const text = 'Vārds;Uzvārds;Klase\r\nĀris;Ķēniņš;7.a\r\nŽanete;Čakste-Šķēle;7.b\r\n';
    const response = await w.upload('students', 'eklase.csv', windows1257(text));
    expect(response.statusCode).toBe(201);
    const record = response.json().data;
    expect(record).toMatchObject({ file_encoding: 'windows-1257', headers: ['Vārds', 'Uzvārds', 'Klase'] });
    expect(record.preview.rows[1].values).toEqual({ name: 'Žanete', surname: 'Čakste-Šķēle', class: '7.b' });
    expect((await w.send('POST', `/imports/${record.id}/commit`)).statusCode).toBe(200);
    expect(await namesIn(w.school.id)).toEqual(['Āris Ķēniņš', 'Žanete Čakste-Šķēle']);
  });

  it('reads a semicolon CSV with a BOM and Russian headers', async () => {
    const w = await importWorld(ctx);
    const text = `Имя;Фамилия;Класс;Эл. почта\nИван;Петров;9.b;ivan.${Date.now()}@example.lv\n`;
    const record = (await w.uploadRaw('students', utf8(text, true))).json().data;
    expect(record).toMatchObject({
      file_encoding: 'utf-8',
      headers: ['Имя', 'Фамилия', 'Класс', 'Эл. почта'],
      mapping: { name: 0, surname: 1, class: 2, email: 3 },
      counts: { valid: 1, errors: 0 },
    });
  });

  it('reads an XLSX, decided by its content and not its name', async () => {
    const w = await importWorld(ctx);
    const bytes = await xlsxFile([
      ['Name', 'Surname', 'Class', 'External id'],
      ['Anna', 'Liepa', '6.a', 501],
      ['Jānis', 'Ozols', '6.a', 502],
    ]);
    const response = await w.upload('students', 'list.csv', bytes);
    expect(response.statusCode).toBe(201);
    const record = response.json().data;
    expect(record).toMatchObject({ file_format: 'xlsx', file_encoding: null, row_count: 2 });
    expect(record.preview.rows[0].values).toEqual({
      name: 'Anna',
      surname: 'Liepa',
      class: '6.a',
      external_id: '501',
    });
    const raw = await w.uploadRaw('students', bytes, 'application/octet-stream');
    expect(raw.json().data.file_format).toBe('xlsx');
    // And a CSV called .xlsx is read as the CSV it is.
    expect(
      (await w.upload('students', 'list.xlsx', utf8('Name,Surname,Class\nA,B,1.a\n'))).json().data
        .file_format,
    ).toBe('csv');
  });

  it('refuses an over-size upload with a clear 413, as multipart or raw', async () => {
    const w = await importWorld(ctx);
    const junk = Buffer.alloc(20 * 1024 * 1024, 0x41);
    const multipart = await w.upload('students', 'big.csv', junk);
    expect(multipart.statusCode).toBe(413);
    expect(multipart.json()).toMatchObject({
      error: 'payload_too_large',
      message: 'The file is larger than the 5 MB limit',
      errors: ['file: too_large'],
    });
    const raw = await w.uploadRaw('students', Buffer.alloc(6 * 1024 * 1024, 0x41));
    expect(raw.statusCode).toBe(413);
    expect(raw.json().message).toBe('The file is larger than the 5 MB limit');
    expect(await db().select().from(imports).where(eq(imports.organizationId, w.school.id))).toEqual([]);
  });

  it('refuses a zip that is not a workbook, a zip bomb and binary junk', async () => {
    const w = await importWorld(ctx);
    const notWorkbook = await w.upload(
      'students',
      'students.xlsx',
      zipFile([{ name: 'a.txt', data: Buffer.from('hi') }]),
    );
    expect(notWorkbook.statusCode).toBe(422);
    expect(notWorkbook.json()).toMatchObject({
      message: 'The file is a zip archive but not an Excel workbook (.xlsx)',
      errors: ['file: not_xlsx'],
    });
    const bomb = zipFile([
      { name: '[Content_Types].xml', data: Buffer.from('<x/>') },
      { name: 'xl/workbook.xml', data: Buffer.alloc(2), declaredSize: 2 },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(30 * 1024 * 1024) },
      { name: 'xl/worksheets/sheet2.xml', data: Buffer.alloc(30 * 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const refused = await w.upload('students', 'bomb.xlsx', bomb);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(['file: zip_too_large_unpacked']);
    const binary = Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919 + 13) % 256));
    expect((await w.upload('students', 'x.csv', binary)).json().errors).toEqual(['file: not_readable']);
    expect(await db().select().from(imports).where(eq(imports.organizationId, w.school.id))).toEqual([]);
  });

  it('asks for the file when none is attached', async () => {
    const w = await importWorld(ctx);
    const empty = await w.uploadRaw('students', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual(['file: empty']);
    const noType = await ctx.app.inject({
      method: 'POST',
      url: `${w.base}/imports?type=pupils`,
      payload: utf8('a,b\n1,2\n'),
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${w.manager}` },
    });
    expect(noType.statusCode).toBe(400);
  });
});
