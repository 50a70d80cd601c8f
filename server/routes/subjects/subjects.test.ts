import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, subjects } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildSubject } from '../../test/respondentFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('a school’s own subjects', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    ctx.app.inject({ method, url, payload: payload as object, headers: token ? bearer(token) : {} });
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
      { id: expect.any(Number), name: 'Keramika', names: { en: null, lv: 'Keramika', ru: null }, own: true },
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
      names: { en: 'Astronomy 42', lv: 'Astronomija 42', ru: null },
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
      'row 2: lv: a subject named "šahs" already exists',
      'row 3: names: give a name in at least one language',
      'row 4: en: "drama" is also on row 1',
      'row 5: en: at most 100 characters',
    ]);
    const own = await db().select().from(subjects).where(eq(subjects.organizationId, school.id));
    expect(own.map((row) => row.names.en)).toEqual(['Chess']);
    const missing = await send('POST', url, token, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.join()).toContain('subjects');
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
