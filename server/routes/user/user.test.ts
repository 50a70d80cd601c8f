import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildIdentity, buildSchool, signIn, testPassword } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('user, identity, school, permissions and admin records', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  async function schoolWorld() {
    const { school, parent } = await buildSchool(db());
    const admin = await buildIdentity(db(), {
      type: 'school_admin',
      organizationId: school.id,
      permissions: { manage_admins: true, view_survey_results: true, freemium_results_benchmark: true },
      password: testPassword,
    });
    const teacher = await buildIdentity(db(), {
      type: 'teacher',
      organizationId: school.id,
      permissions: { view_survey_results: true },
      password: testPassword,
    });
    const student = await buildIdentity(db(), {
      type: 'student',
      organizationId: school.id,
      password: testPassword,
    });
    const tokens = {
      admin: (await signIn(ctx.app, admin.user.username)).token,
      teacher: (await signIn(ctx.app, teacher.user.username)).token,
      student: (await signIn(ctx.app, student.user.username)).token,
    };
    return { school, parent, admin, teacher, student, tokens };
  }

  it('GET user answers the PRODUCT.md §3 fields', async () => {
    const world = await schoolWorld();
    const response = await get('/api/user', world.tokens.admin);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      id: world.admin.identity.id,
      user_id: world.admin.user.id,
      type: 'school_admin',
      username: world.admin.user.username,
      email: world.admin.user.email,
      organization: { id: world.school.id },
      school: { name: world.school.name, city: 'Riga', country: 'LV' },
      teacher_access_to_results: false,
      has_accepted_terms: 0,
      became: null,
      results_by_property_value: false,
    });
    expect(data.permissions).toMatchObject({
      manage_admins: true,
      manage_users: true,
      survey_management: false,
    });
    expect(data).not.toHaveProperty('password_hash');
    expect(JSON.stringify(data)).not.toContain('scrypt');
  });

  it('user/identity, user/school and user/permissions', async () => {
    const world = await schoolWorld();
    const identity = await get('/api/user/identity', world.tokens.teacher);
    expect(identity.json().data).toMatchObject({
      id: world.teacher.identity.id,
      type: 'teacher',
      organization_id: world.school.id,
    });
    const school = await get('/api/user/school', world.tokens.teacher);
    expect(school.json().data).toMatchObject({
      id: world.school.id,
      name: world.school.name,
      parent_id: world.parent.id,
    });
    const permissions = await get('/api/user/permissions', world.tokens.admin);
    expect(permissions.json().data.sort()).toEqual(
      ['freemium_results_benchmark', 'manage_admins', 'manage_users', 'view_survey_results'].sort(),
    );
    for (const url of ['/api/user', '/api/user/identity', '/api/user/school', '/api/user/permissions']) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });

  it('admins/by_user_id: self and admins with manage_admins; 404 for everyone else', async () => {
    const world = await schoolWorld();
    const other = await schoolWorld();
    const url = (schoolId: number, userId: number) =>
      `/api/school/${schoolId}/admins/by_user_id/${userId}?include=permissions`;

    const self = await get(url(world.school.id, world.teacher.user.id), world.tokens.teacher);
    expect(self.statusCode).toBe(200);
    expect(self.json().data).toMatchObject({
      id: world.teacher.identity.id,
      teacher_access_to_results: false,
      permissions: { data: { view_survey_results: true, manage_admins: false } },
    });

    const byAdmin = await get(url(world.school.id, world.teacher.user.id), world.tokens.admin);
    expect(byAdmin.statusCode).toBe(200);
    const withoutInclude = await get(
      `/api/school/${world.school.id}/admins/by_user_id/${world.teacher.user.id}`,
      world.tokens.admin,
    );
    expect(withoutInclude.json().data).not.toHaveProperty('permissions');

    expect((await get(url(world.school.id, world.admin.user.id), world.tokens.teacher)).statusCode).toBe(404);
    expect((await get(url(world.school.id, world.teacher.user.id), world.tokens.student)).statusCode).toBe(
      404,
    );
    expect((await get(url(world.school.id, world.teacher.user.id), other.tokens.admin)).statusCode).toBe(404);
    expect((await get(url(other.school.id, other.teacher.user.id), world.tokens.admin)).statusCode).toBe(404);
    expect((await get(url(world.school.id, world.teacher.user.id))).statusCode).toBe(401);
    expect((await get(url(999999, world.teacher.user.id), world.tokens.admin)).statusCode).toBe(404);
    expect((await get('/api/school/abc/admins/by_user_id/1', world.tokens.admin)).statusCode).toBe(400);
  });

  it("an organisation admin sees its schools' admin records, not another organisation's", async () => {
    const world = await schoolWorld();
    const other = await schoolWorld();
    const orgAdmin = await buildIdentity(db(), {
      type: 'organization_admin',
      organizationId: world.parent.id,
      password: testPassword,
    });
    const { token } = await signIn(ctx.app, orgAdmin.user.username);
    const mine = await get(`/api/school/${world.school.id}/admins/by_user_id/${world.admin.user.id}`, token);
    expect(mine.statusCode).toBe(200);
    const theirs = await get(
      `/api/school/${other.school.id}/admins/by_user_id/${other.admin.user.id}`,
      token,
    );
    expect(theirs.statusCode).toBe(404);
  });
});
