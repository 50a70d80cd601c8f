import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildClass, buildStudent } from '../../test/respondentFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('the people of a school', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const send = (method: 'GET' | 'DELETE', url: string, token?: string) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {} });

  async function world() {
    const { school } = await buildSchool(db());
    const person = (type: 'school_admin' | 'teacher' | 'student' | 'parent', permissions = {}) =>
      buildIdentity(db(), { type, organizationId: school.id, permissions });
    const token = async (type: 'school_admin' | 'teacher' | 'student', permissions = {}) =>
      tokenFor(ctx.deps, (await person(type, permissions)).identity);
    const klass = await buildClass(db(), school.id, { name: '4.c' });
    return {
      school,
      klass,
      student: await buildStudent(db(), school.id, klass.id),
      teacher: await person('teacher'),
      parent: await person('parent'),
      respondentManager: await token('school_admin', { manage_respondents: true }),
      adminManager: await token('school_admin', { manage_admins: true }),
      plainTeacher: await token('teacher', { view_survey_results: true }),
      studentToken: await token('student'),
    };
  }

  it('lists everyone for respondent managers, with class, type filter, search and paging', async () => {
    const w = await world();
    const url = `/api/school/${w.school.id}/users`;
    const all = (await send('GET', url, w.respondentManager)).json();
    expect(all.meta).toMatchObject({ total: 7, page: 1, per_page: 50 });
    const students = (await send('GET', `${url}?type=student`, w.respondentManager)).json().data;
    expect(students).toHaveLength(2);
    expect(students).toContainEqual(
      expect.objectContaining({ id: w.student.identity.id, class_name: '4.c', class_id: w.klass.id }),
    );
    const inClass = (await send('GET', `${url}?class_id=${w.klass.id}`, w.respondentManager)).json().data;
    expect(inClass.map((row: { id: number }) => row.id)).toEqual([w.student.identity.id]);
    const found = (await send('GET', `${url}?search=${w.parent.user.surname}`, w.respondentManager)).json()
      .data;
    expect(found.map((row: { id: number }) => row.id)).toEqual([w.parent.identity.id]);
    const page2 = (await send('GET', `${url}?per_page=4&page=2`, w.respondentManager)).json();
    expect(page2.data).toHaveLength(3);
  });

  it('shows only staff to someone who manages admins but not respondents', async () => {
    const w = await world();
    const rows = (await send('GET', `/api/school/${w.school.id}/users`, w.adminManager)).json().data;
    expect(new Set(rows.map((row: { type: string }) => row.type))).toEqual(
      new Set(['school_admin', 'teacher']),
    );
  });

  it('removes a student with manage_respondents and a teacher only with manage_admins, never oneself', async () => {
    const w = await world();
    const url = (id: number) => `/api/school/${w.school.id}/users/${id}`;
    expect((await send('DELETE', url(w.teacher.identity.id), w.respondentManager)).statusCode).toBe(403);
    expect((await send('DELETE', url(w.student.identity.id), w.respondentManager)).statusCode).toBe(200);
    expect((await send('DELETE', url(w.teacher.identity.id), w.adminManager)).statusCode).toBe(200);
    const [gone] = await db().select().from(identities).where(eq(identities.id, w.student.identity.id));
    expect(gone.archivedAt).not.toBeNull();
    const me = await db().select().from(identities).where(eq(identities.organizationId, w.school.id));
    const self = me.find((row) => row.type === 'school_admin' && row.permissions.manage_admins);
    const refused = await send('DELETE', url(self?.id as number), w.adminManager);
    expect(refused.statusCode).toBe(422);
  });

  it('keeps anonymous callers, plain teachers, students and other schools out', async () => {
    const w = await world();
    const other = await world();
    const url = `/api/school/${w.school.id}/users`;
    expect((await send('GET', url)).statusCode).toBe(401);
    expect((await send('GET', url, w.plainTeacher)).statusCode).toBe(403);
    expect((await send('GET', url, w.studentToken)).statusCode).toBe(404);
    expect((await send('GET', url, other.respondentManager)).statusCode).toBe(404);
    expect(
      (await send('DELETE', `${url}/${w.student.identity.id}`, other.respondentManager)).statusCode,
    ).toBe(404);
    expect(
      (
        await send(
          'DELETE',
          `/api/school/${other.school.id}/users/${w.student.identity.id}`,
          other.respondentManager,
        )
      ).statusCode,
    ).toBe(404);
  });
});
