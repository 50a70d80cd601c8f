import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildIdentity, buildSchool, signIn, testPassword } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('super-admin search', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('finds organisations and users with their identities, for super-admins only', async () => {
    const db = ctx.deps.database.db;
    const { school } = await buildSchool(db, { name: 'Zvaigznes vidusskola 100%' });
    const teacher = await buildIdentity(db, {
      type: 'teacher',
      organizationId: school.id,
      password: testPassword,
    });
    const superAdmin = await buildIdentity(db, {
      type: 'super_admin',
      organizationId: null,
      password: testPassword,
    });
    const { token } = await signIn(ctx.app, superAdmin.user.username);

    const orgs = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/organizations?search=100%25',
      headers: bearer(token),
    });
    expect(orgs.statusCode).toBe(200);
    expect(orgs.json().data.map((row: { id: number }) => row.id)).toEqual([school.id]);

    const found = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users?search=${teacher.user.username}`,
      headers: bearer(token),
    });
    expect(found.json().data).toEqual([
      expect.objectContaining({
        id: teacher.user.id,
        identities: [
          expect.objectContaining({ id: teacher.identity.id, type: 'teacher', organization_id: school.id }),
        ],
      }),
    ]);
    expect(JSON.stringify(found.json())).not.toContain('password');

    const admin = await buildIdentity(db, {
      type: 'school_admin',
      organizationId: school.id,
      password: testPassword,
    });
    const adminToken = (await signIn(ctx.app, admin.user.username)).token;
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(adminToken) }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/organizations' })).statusCode).toBe(401);
    const badPaging = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users?limit=5000',
      headers: bearer(token),
    });
    expect(badPaging.statusCode).toBe(400);
  });
});
