import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, identities } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, signIn, testPassword } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('back office: super-admins', () => {
  let ctx: TestApp;
  let superToken: string;
  let superAdmin: Awaited<ReturnType<typeof buildIdentity>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    superAdmin = await buildIdentity(db(), {
      type: 'super_admin',
      organizationId: null,
      password: testPassword,
    });
    superToken = (await signIn(ctx.app, superAdmin.user.username)).token;
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  type Method = 'GET' | 'POST' | 'DELETE';
  const send = (method: Method, url: string, payload?: object, token: string | null = superToken) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

  it('answers 401 without a token and 403 to school admins, teachers and students', async () => {
    const { school } = await buildSchool(db());
    const other = await buildIdentity(db(), { type: 'super_admin', organizationId: null });
    const calls: [Method, string, object?][] = [
      ['GET', '/api/admin/super-admins'],
      ['GET', `/api/admin/super-admins/${other.identity.id}`],
      ['POST', '/api/admin/super-admins', { user_id: superAdmin.user.id }],
      ['DELETE', `/api/admin/super-admins/${other.identity.id}`],
    ];
    for (const type of ['school_admin', 'teacher', 'student'] as const) {
      const member = await buildIdentity(db(), {
        type,
        organizationId: school.id,
        permissions: { manage_admins: true },
        password: testPassword,
      });
      const { token } = await signIn(ctx.app, member.user.username);
      for (const [method, url, payload] of calls) {
        expect((await send(method, url, payload, token)).statusCode, `${type} ${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url, payload] of calls) {
      expect((await send(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
    }
    const [stillThere] = await db().select().from(identities).where(eq(identities.id, other.identity.id));
    expect(stillThere.archivedAt).toBeNull();
  });

  it('makes an existing user a super-admin, lists and shows them', async () => {
    const { school } = await buildSchool(db());
    const teacher = await buildIdentity(db(), { type: 'teacher', organizationId: school.id });
    const added = await send('POST', '/api/admin/super-admins', { user_id: teacher.user.id });
    expect(added.statusCode).toBe(201);
    const id = added.json().data.id;
    expect(added.json().data).toMatchObject({
      user_id: teacher.user.id,
      archived: false,
      user: { username: teacher.user.username },
    });
    const [row] = await db().select().from(identities).where(eq(identities.id, id));
    expect(row).toMatchObject({ userId: teacher.user.id, type: 'super_admin', organizationId: null });
    const [event] = await db()
      .select()
      .from(events)
      .where(and(eq(events.action, 'Added super-admin'), eq(events.userId, superAdmin.user.id)))
      .orderBy(desc(events.id))
      .limit(1);
    expect(event.details).toMatchObject({ identity_id: id });

    const list = await send('GET', '/api/admin/super-admins');
    const ids = list.json().data.map((item: { id: number }) => item.id);
    expect(ids).toEqual(expect.arrayContaining([id, superAdmin.identity.id]));
    expect((await send('GET', `/api/admin/super-admins/${id}`)).json().data.user.id).toBe(teacher.user.id);
    expect((await send('GET', `/api/admin/super-admins/${teacher.identity.id}`)).statusCode).toBe(404);
  });

  it('names the field when the user is unknown or already a super-admin', async () => {
    const again = await send('POST', '/api/admin/super-admins', { user_id: superAdmin.user.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual(['user_id: is already a super-admin']);
    const nobody = await send('POST', '/api/admin/super-admins', { user_id: 99999999 });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors).toEqual(['user_id: no such user']);
    const bad = await send('POST', '/api/admin/super-admins', { user_id: 'me' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.join()).toContain('user_id');
  });

  it('removes another super-admin by archiving the role; their token stops at once', async () => {
    const other = await buildIdentity(db(), {
      type: 'super_admin',
      organizationId: null,
      password: testPassword,
    });
    const { token } = await signIn(ctx.app, other.user.username);
    const removed = await send('DELETE', `/api/admin/super-admins/${other.identity.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.archived).toBe(true);
    const [row] = await db().select().from(identities).where(eq(identities.id, other.identity.id));
    expect(row.archivedAt).not.toBeNull();
    expect((await send('GET', '/api/admin/super-admins', undefined, token)).statusCode).toBe(401);
    const list = await send('GET', '/api/admin/super-admins');
    expect(list.json().data.map((item: { id: number }) => item.id)).not.toContain(other.identity.id);
    expect((await send('GET', `/api/admin/super-admins/${other.identity.id}`)).json().data.archived).toBe(
      true,
    );
  });

  it('refuses removing oneself', async () => {
    const self = await send('DELETE', `/api/admin/super-admins/${superAdmin.identity.id}`);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual(['id: you cannot remove your own super-admin role']);
    const [row] = await db().select().from(identities).where(eq(identities.id, superAdmin.identity.id));
    expect(row.archivedAt).toBeNull();
    expect((await send('DELETE', '/api/admin/super-admins/99999999')).statusCode).toBe(404);
  });
});
