import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities } from '../../db/schema';
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

    // An archived role is not listed (it cannot be acted as).
    const archived = await buildIdentity(db, {
      type: 'student',
      organizationId: school.id,
      userId: teacher.user.id,
    });
    await db
      .update(identities)
      .set({ archivedAt: new Date() })
      .where(eq(identities.id, archived.identity.id));
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users?search=${teacher.user.username}`,
      headers: bearer(token),
    });
    expect(again.json().data[0].identities.map((row: { id: number }) => row.id)).toEqual([
      teacher.identity.id,
    ]);

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

  it('lists the outbox for super-admins only', async () => {
    const db = ctx.deps.database.db;
    const { school } = await buildSchool(db);
    const member = await buildIdentity(db, {
      type: 'teacher',
      organizationId: school.id,
      password: testPassword,
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: member.user.email },
    });
    const superAdmin = await buildIdentity(db, {
      type: 'super_admin',
      organizationId: null,
      password: testPassword,
    });
    const { token } = await signIn(ctx.app, superAdmin.user.username);
    const mails = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/emails?to=${encodeURIComponent(member.user.email!)}`,
      headers: bearer(token),
    });
    expect(mails.json().data).toEqual([
      expect.objectContaining({ to: member.user.email, kind: 'password_reset', sent_at: null }),
    ]);
    const memberToken = (await signIn(ctx.app, member.user.username)).token;
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/emails', headers: bearer(memberToken) }))
        .statusCode,
    ).toBe(403);
  });
});
