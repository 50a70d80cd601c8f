import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, identities } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, signIn, testPassword, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('identity switcher and impersonation', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const post = (url: string, token?: string) =>
    ctx.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} });
  const me = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json();

  /** A super-admin signed in through the API, with a session as in the browser. */
  async function signedInSuperAdmin() {
    const superAdmin = await buildIdentity(db(), {
      type: 'super_admin',
      organizationId: null,
      password: testPassword,
    });
    return { superAdmin, ...(await signIn(ctx.app, superAdmin.user.username)) };
  }

  /** The impersonation's token is refused, and so is any fresh one from the super-admin's session. */
  async function expectImpersonationEnded(token: string, cookie: string) {
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(refused.statusCode).toBe(401);
    const refreshed = await ctx.app.inject({ method: 'GET', url: '/api/token', headers: { cookie } });
    expect(refreshed.statusCode).toBe(401);
  }

  it('switches between the identities of one user and retires the old token', async () => {
    const first = await buildSchool(db());
    const second = await buildSchool(db());
    const teacher = await buildIdentity(db(), {
      type: 'teacher',
      organizationId: first.school.id,
      password: testPassword,
    });
    const admin = await buildIdentity(db(), {
      type: 'school_admin',
      organizationId: second.school.id,
      userId: teacher.user.id,
    });
    const { token } = await signIn(ctx.app, teacher.user.username);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/user/identities', headers: bearer(token) });
    expect(list.json().data.map((row: { id: number; current: boolean }) => [row.id, row.current])).toEqual([
      [teacher.identity.id, true],
      [admin.identity.id, false],
    ]);

    const switched = await post(`/api/user/identities/${admin.identity.id}/switch`, token);
    expect(switched.statusCode).toBe(200);
    const newToken = switched.json().data.token;
    expect((await me(newToken)).data).toMatchObject({
      id: admin.identity.id,
      organization: { id: second.school.id },
    });
    expect((await me(token)).message).toBe('The token has been blacklisted');
  });

  it("refuses to switch to someone else's identity", async () => {
    const { school } = await buildSchool(db());
    const mine = await buildIdentity(db(), {
      type: 'teacher',
      organizationId: school.id,
      password: testPassword,
    });
    const theirs = await buildIdentity(db(), { type: 'school_admin', organizationId: school.id });
    const { token } = await signIn(ctx.app, mine.user.username);
    expect((await post(`/api/user/identities/${theirs.identity.id}/switch`, token)).statusCode).toBe(404);
    expect((await post(`/api/user/identities/${theirs.identity.id}/switch`)).statusCode).toBe(401);
  });

  it('a super-admin becomes a teacher, every request is recorded with both people, and unbecomes', async () => {
    const { school } = await buildSchool(db());
    const teacher = await buildIdentity(db(), { type: 'teacher', organizationId: school.id });
    const { superAdmin, token } = await signedInSuperAdmin();

    const became = await post(`/api/admin/become/${teacher.identity.id}`, token);
    expect(became.statusCode).toBe(200);
    const asTeacher = became.json().data.token;
    const user = await me(asTeacher);
    expect(user.data).toMatchObject({
      id: teacher.identity.id,
      user_id: teacher.user.id,
      became: { by_user_id: superAdmin.user.id, user_id: teacher.user.id },
    });

    const trail = await db()
      .select()
      .from(events)
      .where(
        and(
          eq(events.impersonatorUserId, superAdmin.user.id),
          eq(events.action, 'Request while impersonating'),
        ),
      );
    expect(trail.length).toBeGreaterThan(0);
    expect(trail[0]).toMatchObject({
      userId: teacher.user.id,
      identityId: teacher.identity.id,
      category: 'Superadmin',
    });

    expect((await post('/api/terms/accept', asTeacher)).statusCode).toBe(422);
    const accept = await ctx.app.inject({
      method: 'POST',
      url: '/api/terms/accept',
      payload: { version: 1 },
      headers: bearer(asTeacher),
    });
    expect(accept.statusCode).toBe(403);

    const back = await post('/api/admin/unbecome', asTeacher);
    expect(back.statusCode).toBe(200);
    expect((await me(back.json().data.token)).data).toMatchObject({
      id: superAdmin.identity.id,
      became: null,
    });
    expect((await me(asTeacher)).message).toBe('The token has been blacklisted');
  });

  it('only a super-admin may become someone, and never another super-admin', async () => {
    const { school } = await buildSchool(db());
    const admin = await buildIdentity(db(), {
      type: 'school_admin',
      organizationId: school.id,
      password: testPassword,
    });
    const teacher = await buildIdentity(db(), { type: 'teacher', organizationId: school.id });
    const { token } = await signIn(ctx.app, admin.user.username);
    expect((await post(`/api/admin/become/${teacher.identity.id}`, token)).statusCode).toBe(403);
    expect((await post(`/api/admin/become/${teacher.identity.id}`)).statusCode).toBe(401);

    const { token: superToken } = await signedInSuperAdmin();
    const other = await buildIdentity(db(), { type: 'super_admin', organizationId: null });
    expect((await post(`/api/admin/become/${other.identity.id}`, superToken)).statusCode).toBe(403);
    expect((await post('/api/admin/become/99999999', superToken)).statusCode).toBe(404);
    expect((await post('/api/admin/unbecome', superToken)).statusCode).toBe(400);
  });
  it('ends an impersonation at once when the super-admin role behind it is removed', async () => {
    const { school } = await buildSchool(db());
    const admin = await buildIdentity(db(), {
      type: 'school_admin',
      organizationId: school.id,
      permissions: { view_survey_results: true, manage_admins: true },
    });
    const { superAdmin: removed, token, cookie } = await signedInSuperAdmin();
    const remover = await buildIdentity(db(), { type: 'super_admin', organizationId: null });
    const asAdmin = (await post(`/api/admin/become/${admin.identity.id}`, token)).json().data.token;
    expect((await me(asAdmin)).data).toMatchObject({ id: admin.identity.id });

    // Another super-admin removes the role (the back office's super-admin list).
    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/super-admins/${removed.identity.id}`,
      headers: bearer(await tokenFor(ctx.deps, remover.identity)),
    });
    expect(removal.statusCode).toBe(200);

    await expectImpersonationEnded(asAdmin, cookie);
    expect((await post('/api/admin/unbecome', asAdmin)).statusCode).toBe(401);
  });

  it('ends an impersonation when its super-admin identity is archived by any other route', async () => {
    const { school } = await buildSchool(db());
    const teacher = await buildIdentity(db(), { type: 'teacher', organizationId: school.id });
    const { superAdmin, token, cookie } = await signedInSuperAdmin();
    const asTeacher = (await post(`/api/admin/become/${teacher.identity.id}`, token)).json().data.token;
    expect((await me(asTeacher)).data).toMatchObject({ id: teacher.identity.id });
    await db()
      .update(identities)
      .set({ archivedAt: new Date() })
      .where(eq(identities.id, superAdmin.identity.id));
    await expectImpersonationEnded(asTeacher, cookie);
  });
});
