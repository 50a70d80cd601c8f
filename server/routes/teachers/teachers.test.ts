import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachingAssignments } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildClass, buildSubject } from '../../test/respondentFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('teachers and subjects of a school', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  async function world() {
    const { school } = await buildSchool(db());
    const viewer = await buildIdentity(db(), {
      type: 'school_admin',
      organizationId: school.id,
      permissions: { view_respondents: true },
    });
    return { school, token: await tokenFor(ctx.deps, viewer.identity) };
  }

  it('lists teaching staff with the classes they lead and teach', async () => {
    const w = await world();
    const teacher = await buildIdentity(db(), { type: 'teacher', organizationId: w.school.id });
    await buildIdentity(db(), { type: 'student', organizationId: w.school.id });
    const led = await buildClass(db(), w.school.id, { teacherId: teacher.identity.id });
    const taught = await buildClass(db(), w.school.id);
    await db().insert(teachingAssignments).values({ teacherId: teacher.identity.id, classId: taught.id });
    const list = (await get(`/api/school/${w.school.id}/teachers`, w.token)).json().data;
    expect(list.find((row: { id: number }) => row.id === teacher.identity.id)).toMatchObject({
      class_teacher_of: [led.id],
      teaches_in: [taught.id],
    });
    expect(list.every((row: { type: string }) => row.type !== 'student')).toBe(true);
  });

  it("offers platform subjects and the school's own, named in the language asked for", async () => {
    const w = await world();
    const other = await world();
    const platform = await buildSubject(db(), null, { en: 'History', lv: 'Vēsture', ru: 'История' });
    const own = await buildSubject(db(), w.school.id, { lv: 'Robotika' });
    const theirs = await buildSubject(db(), other.school.id, { lv: 'Viņu priekšmets' });
    const ru = (await get(`/api/school/${w.school.id}/subjects/available/ru`, w.token)).json().data;
    expect(ru).toEqual(
      expect.arrayContaining([
        { id: platform.id, name: 'История', own: false },
        { id: own.id, name: 'Robotika', own: true },
      ]),
    );
    expect(ru.some((row: { id: number }) => row.id === theirs.id)).toBe(false);
    // A language added at /admin/manage-languages (names are written in en, lv and ru): the school's
    // default language's names (Latvian here), never a 400; a malformed code is still refused.
    const uk = await get(`/api/school/${w.school.id}/subjects/available/uk`, w.token);
    expect(uk.statusCode).toBe(200);
    expect(uk.json().data).toEqual(
      expect.arrayContaining([
        { id: platform.id, name: 'Vēsture', own: false },
        { id: own.id, name: 'Robotika', own: true },
      ]),
    );
    expect((await get(`/api/school/${w.school.id}/subjects/available/Deutsch`, w.token)).statusCode).toBe(
      400,
    );
    expect((await get(`/api/school/${w.school.id}/teachers`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/school/${w.school.id}/teachers`)).statusCode).toBe(401);
  });
});
