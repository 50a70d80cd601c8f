import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildIdentity, buildSchool, signIn, testPassword } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe("a school's admins and their permissions", () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const send = (method: 'GET' | 'PATCH', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

  async function world() {
    const { school } = await buildSchool(db());
    const admin = await buildIdentity(db(), {
      type: 'school_admin',
      organizationId: school.id,
      permissions: { manage_admins: true },
      password: testPassword,
    });
    const teacher = await buildIdentity(db(), {
      type: 'teacher',
      organizationId: school.id,
      password: testPassword,
    });
    const student = await buildIdentity(db(), {
      type: 'student',
      organizationId: school.id,
      password: testPassword,
    });
    return {
      school,
      admin,
      teacher,
      student,
      adminToken: (await signIn(ctx.app, admin.user.username)).token,
      teacherToken: (await signIn(ctx.app, teacher.user.username)).token,
      studentToken: (await signIn(ctx.app, student.user.username)).token,
    };
  }

  it('lists the staff (not students) with their permissions', async () => {
    const w = await world();
    const list = await send('GET', `/api/school/${w.school.id}/admins`, w.adminToken);
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((row: { id: number }) => row.id);
    expect(ids.sort()).toEqual([w.admin.identity.id, w.teacher.identity.id].sort());
    expect(
      list.json().data.find((row: { id: number }) => row.id === w.admin.identity.id).permissions
        .manage_admins,
    ).toBe(true);
  });

  it("grants a teacher results access and a permission; the teacher's own record shows it", async () => {
    const w = await world();
    const changed = await send(
      'PATCH',
      `/api/school/${w.school.id}/admins/${w.teacher.identity.id}`,
      w.adminToken,
      {
        permissions: { view_survey_results: true },
        teacher_access_to_results: true,
      },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      teacher_access_to_results: true,
      permissions: { data: { view_survey_results: true } },
    });
    const own = await send(
      'GET',
      `/api/school/${w.school.id}/admins/by_user_id/${w.teacher.user.id}?include=permissions`,
      w.teacherToken,
    );
    expect(own.json().data.permissions.data.view_survey_results).toBe(true);
  });

  it('refuses to take manage_admins from oneself, unknown permissions, and everyone who may not manage admins', async () => {
    const w = await world();
    const other = await world();
    const self = await send(
      'PATCH',
      `/api/school/${w.school.id}/admins/${w.admin.identity.id}`,
      w.adminToken,
      {
        permissions: { manage_admins: false },
      },
    );
    expect(self.statusCode).toBe(422);
    const unknown = await send(
      'PATCH',
      `/api/school/${w.school.id}/admins/${w.teacher.identity.id}`,
      w.adminToken,
      {
        permissions: { become_god: true },
      },
    );
    expect(unknown.statusCode).toBe(422);
    const url = `/api/school/${w.school.id}/admins/${w.teacher.identity.id}`;
    const body = { teacher_access_to_results: true };
    expect((await send('PATCH', url, undefined, body)).statusCode).toBe(401);
    expect((await send('PATCH', url, w.teacherToken, body)).statusCode).toBe(404);
    expect((await send('PATCH', url, w.studentToken, body)).statusCode).toBe(404);
    expect((await send('PATCH', url, other.adminToken, body)).statusCode).toBe(404);
    // Own school in the URL, another school's identity: nothing changes.
    const foreign = await send(
      'PATCH',
      `/api/school/${w.school.id}/admins/${other.teacher.identity.id}`,
      w.adminToken,
      body,
    );
    expect(foreign.statusCode).toBe(404);
    const otherList = await send('GET', `/api/school/${other.school.id}/admins`, other.adminToken);
    const untouched = otherList
      .json()
      .data.find((row: { id: number }) => row.id === other.teacher.identity.id);
    expect(untouched.teacher_access_to_results).toBe(false);
    expect((await send('GET', `/api/school/${w.school.id}/admins`, w.studentToken)).statusCode).toBe(404);
  });
});
