import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, subjects } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildSubject } from '../../test/respondentFactories';
import { addLanguage, ukrainian } from '../../test/superAdminTestApp';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('a school’s own subjects', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
  ) => ctx.app.inject({ method, url, payload: payload as object, headers: token ? bearer(token) : {} });
  const tokenOf = async (
    type: 'school_admin' | 'super_admin' | 'student',
    organizationId: number | null,
    permissions = {},
  ) => tokenFor(ctx.deps, (await buildIdentity(db(), { type, organizationId, permissions })).identity);

  it('adds, lists with every name and archives a school’s own subjects', async () => {
    const { school } = await buildSchool(db());
    const other = await buildSchool(db());
    const platform = await buildSubject(db(), null, { en: 'Astronomy 42', lv: 'Astronomija 42' });
    const theirs = await buildSubject(db(), other.school.id, { en: 'Their own 42' });
    const superAdmin = await tokenOf('super_admin', null);
    const url = `/api/school/${school.id}/subjects`;

    const made = await send('POST', url, superAdmin, {
      subjects: [{ en: 'Robotics', lv: 'Robotika', ru: 'Робототехника' }, { lv: 'Keramika' }],
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toEqual([
      {
        id: expect.any(Number),
        name: 'Robotics',
        names: { en: 'Robotics', lv: 'Robotika', ru: 'Робототехника' },
        own: true,
      },
      { id: expect.any(Number), name: 'Keramika', names: { lv: 'Keramika' }, own: true },
    ]);
    const [robotics, ceramics] = made.json().data;

    const viewer = await tokenOf('school_admin', school.id, { view_respondents: true });
    const list = await send('GET', url, viewer);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { id: number; own: boolean }[];
    expect(rows.slice(0, 2).map((row) => row.id)).toEqual([ceramics.id, robotics.id]);
    expect(rows).toContainEqual({
      id: platform.id,
      name: 'Astronomy 42',
      names: { en: 'Astronomy 42', lv: 'Astronomija 42' },
      own: false,
    });
    expect(rows.some((row) => row.id === theirs.id)).toBe(false);

    const manager = await tokenOf('school_admin', school.id, { manage_respondents: true });
    expect((await send('DELETE', `${url}/${robotics.id}`, manager)).statusCode).toBe(200);
    const [archived] = await db().select().from(subjects).where(eq(subjects.id, robotics.id));
    expect(archived.archivedAt).not.toBeNull();
    expect(
      (await send('GET', url, viewer)).json().data.some((row: { id: number }) => row.id === robotics.id),
    ).toBe(false);
    const trail = await db().select().from(events).where(eq(events.category, 'Subjects'));
    expect(trail.map((event) => event.action)).toEqual(
      expect.arrayContaining(['Created subjects', 'Deleted subject']),
    );

    // Only the school's own: a platform subject is refused, another school's does not exist here.
    const platformDelete = await send('DELETE', `${url}/${platform.id}`, superAdmin);
    expect(platformDelete.statusCode).toBe(403);
    expect((await send('DELETE', `${url}/${theirs.id}`, superAdmin)).statusCode).toBe(404);
    const [kept] = await db().select().from(subjects).where(eq(subjects.id, theirs.id));
    expect(kept.archivedAt).toBeNull();
  });

  it('names subjects for a reader of a language added at /admin/manage-languages in the school’s default language', async () => {
    const { school } = await buildSchool(db(), { languages: ['ru', 'uk'], defaultLanguage: 'ru' });
    await buildSubject(db(), school.id, { en: 'Chess 42', lv: 'Šahs 42', ru: 'Шахматы 42' });
    const viewer = await tokenOf('school_admin', school.id, { view_respondents: true });
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/school/${school.id}/subjects`,
      headers: { ...bearer(viewer), language: 'uk' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual(expect.objectContaining({ name: 'Шахматы 42', own: true }));
  });

  it('names each bad or duplicate row and saves none of them', async () => {
    const { school } = await buildSchool(db());
    await buildSubject(db(), school.id, { en: 'Chess', lv: 'Šahs' });
    const token = await tokenOf('school_admin', school.id, { manage_respondents: true });
    const url = `/api/school/${school.id}/subjects`;
    const refused = await send('POST', url, token, {
      subjects: [{ en: 'Drama' }, { lv: 'šahs' }, {}, { en: 'drama', ru: 'Театр' }, { en: 'x'.repeat(101) }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      'row 2: names.lv: a subject named "šahs" already exists',
      'row 3: names: write it in at least one language',
      'row 4: names.en: "drama" is also on row 1',
      'row 5: names.en: must be at most 100 characters',
    ]);
    const own = await db().select().from(subjects).where(eq(subjects.organizationId, school.id));
    expect(own.map((row) => row.names.en)).toEqual(['Chess']);
    const missing = await send('POST', url, token, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.join()).toContain('subjects');
    // Rows that are not names at all: each refused on its row, never a 500.
    const odd = await send('POST', url, token, {
      subjects: [
        null,
        'Drama',
        [],
        { en: 5 },
        { en: 'a', [`x${'y'.repeat(300)}`]: 'b' },
        { en: 'Opera', lv: null },
      ],
    });
    expect(odd.statusCode).toBe(422);
    expect(odd.json().errors.map((error: string) => error.split(':')[0])).toEqual([
      'row 1',
      'row 2',
      'row 3',
      'row 4',
      'row 5',
      'row 6',
    ]);
  });

  it('takes a name in a language switched on for surveys at /admin/manage-languages and refuses any other, naming it', async () => {
    const { school } = await buildSchool(db(), { defaultLanguage: 'lv' });
    const superAdmin = await tokenOf('super_admin', null);
    await addLanguage((method, url, payload) => send(method, url, superAdmin, payload), ukrainian);
    const token = await tokenOf('school_admin', school.id, { manage_respondents: true });
    const url = `/api/school/${school.id}/subjects`;
    const refusal = (row: number, code: string) =>
      `row ${row}: names.${code}: ${code} is not a language switched on for surveys (/admin/manage-languages)`;

    // Ukrainian added for the interface only, Lithuanian not added at all: both refused, nothing saved.
    const refused = await send('POST', url, token, {
      subjects: [{ en: 'Drama 7', uk: 'Драма 7' }, { lv: 'Dizains 7' }, { lt: 'Dailė 7' }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([refusal(1, 'uk'), refusal(3, 'lt')]);
    const malformed = await send('POST', url, token, { subjects: [{ en: 'Drama 7', 'Not a code': 'x' }] });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual([
      'row 1: names.Not a code: is not a language code such as en, lv or uk',
    ]);
    expect(await db().select().from(subjects).where(eq(subjects.organizationId, school.id))).toEqual([]);

    // Switched on for surveys: a name in Ukrainian alone is enough, and is read back in Ukrainian.
    expect(
      (await send('PATCH', '/api/admin/languages/uk', superAdmin, { survey_enabled: true })).statusCode,
    ).toBe(200);
    const made = await send('POST', url, token, {
      subjects: [{ uk: 'Драма 7' }, { lv: 'Dizains 7', uk: '' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toEqual([
      { id: expect.any(Number), name: 'Драма 7', names: { uk: 'Драма 7' }, own: true },
      { id: expect.any(Number), name: 'Dizains 7', names: { lv: 'Dizains 7' }, own: true },
    ]);
    const stored = await db().select().from(subjects).where(eq(subjects.organizationId, school.id));
    expect(stored.map((row) => row.names)).toEqual([{ uk: 'Драма 7' }, { lv: 'Dizains 7' }]);

    // A reader of Ukrainian sees the Ukrainian name; others the school's default language's, else the one there is.
    const inUkrainian = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(token), language: 'uk' },
    });
    expect(inUkrainian.json().data).toContainEqual(expect.objectContaining({ name: 'Драма 7' }));
    const inLatvian = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(token), language: 'lv' },
    });
    const names = (inLatvian.json().data as { name: string; own: boolean }[]).filter((row) => row.own);
    expect(names.map((row) => row.name)).toEqual(['Dizains 7', 'Драма 7']);

    // The same name in the same language again is a duplicate.
    const again = await send('POST', url, token, { subjects: [{ uk: 'драма 7' }] });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual(['row 1: names.uk: a subject named "драма 7" already exists']);
  });

  it('keeps others out: anonymous 401, a viewer cannot write 403, another school 404', async () => {
    const { school } = await buildSchool(db());
    const other = await buildSchool(db());
    const own = await buildSubject(db(), school.id, { en: 'Kept' });
    const url = `/api/school/${school.id}/subjects`;
    const body = { subjects: [{ en: 'Sneaky' }] };
    expect((await send('GET', url)).statusCode).toBe(401);
    expect((await send('POST', url, undefined, body)).statusCode).toBe(401);
    const viewer = await tokenOf('school_admin', school.id, { view_respondents: true });
    expect((await send('POST', url, viewer, body)).statusCode).toBe(403);
    expect((await send('DELETE', `${url}/${own.id}`, viewer)).statusCode).toBe(403);
    const stranger = await tokenOf('school_admin', other.school.id, { manage_respondents: true });
    expect((await send('GET', url, stranger)).statusCode).toBe(404);
    expect((await send('POST', url, stranger, body)).statusCode).toBe(404);
    expect((await send('DELETE', `${url}/${own.id}`, stranger)).statusCode).toBe(404);
    const student = await tokenOf('student', school.id);
    expect((await send('GET', url, student)).statusCode).toBe(404);
    const rows = await db().select().from(subjects).where(eq(subjects.organizationId, school.id));
    expect(rows.map((row) => [row.names.en, row.archivedAt])).toEqual([['Kept', null]]);
  });
});
