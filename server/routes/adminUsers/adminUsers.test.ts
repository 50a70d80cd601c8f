import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, identities, oneTimeTokens, sessions, users } from '../../db/schema';
import {
  bearer,
  buildIdentity,
  buildOrganization,
  buildSchool,
  signIn,
  testPassword,
} from '../../test/factories';
import { lastMailTo } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('back office: users and their identities', () => {
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
  type Method = 'GET' | 'POST' | 'PATCH';
  const send = (method: Method, url: string, payload?: object, token: string | null = superToken) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
  const unique = () => randomUUID().slice(0, 8);
  const lastEvent = async (action: string) =>
    (
      await db()
        .select()
        .from(events)
        .where(and(eq(events.action, action), eq(events.userId, superAdmin.user.id)))
        .orderBy(desc(events.id))
        .limit(1)
    )[0];

  it('answers 401 without a token and 403 to school admins, teachers and students', async () => {
    const { school } = await buildSchool(db());
    const target = await buildIdentity(db(), { type: 'teacher', organizationId: school.id });
    const calls: [Method, string, object?][] = [
      ['POST', '/api/admin/users', { username: `x-${unique()}`, name: 'X' }],
      ['GET', `/api/admin/users/${target.user.id}`],
      ['PATCH', `/api/admin/users/${target.user.id}`, { disabled: true }],
      [
        'POST',
        `/api/admin/users/${target.user.id}/identities`,
        { type: 'student', organization_id: school.id },
      ],
      ['PATCH', `/api/admin/users/${target.user.id}/identities/${target.identity.id}`, { archived: true }],
    ];
    const tokens: string[] = [];
    for (const type of ['school_admin', 'teacher', 'student'] as const) {
      const member = await buildIdentity(db(), {
        type,
        organizationId: school.id,
        permissions: { manage_admins: true, manage_users: true },
        password: testPassword,
      });
      tokens.push((await signIn(ctx.app, member.user.username)).token);
    }
    for (const [method, url, payload] of calls) {
      expect((await send(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
      for (const token of tokens) {
        expect((await send(method, url, payload, token)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const [untouched] = await db().select().from(users).where(eq(users.id, target.user.id));
    expect(untouched.disabledAt).toBeNull();
  });

  it('creates a user without a password and mails a create-password link', async () => {
    const name = `new-${unique()}`;
    const made = await send('POST', '/api/admin/users', {
      username: ` ${name.toUpperCase()} `,
      email: `${name}@example.test`,
      name: 'Līga',
      surname: 'Ozola',
      language: 'lv',
      send_password_link: true,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ username: name, name: 'Līga', language: 'lv', identities: [] });
    const [row] = await db().select().from(users).where(eq(users.username, name));
    expect(row).toMatchObject({ email: `${name}@example.test`, surname: 'Ozola', passwordHash: null });
    const mail = await lastMailTo(db(), `${name}@example.test`);
    expect(mail.kind).toBe('create_password');
    expect(mail.text).toContain('new_user=1');
    const links = await db().select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, row.id));
    expect(links.map((link) => link.purpose)).toEqual(['create_password']);
    expect((await lastEvent('Created user')).details).toMatchObject({ user_id: row.id, password_link: true });
    expect(JSON.stringify(made.json())).not.toContain('password_hash');
  });

  it('names the field of bad input, and of a username or e-mail already in use', async () => {
    const spaced = await send('POST', '/api/admin/users', { username: 'two words', name: 'X' });
    expect(spaced.statusCode).toBe(422);
    expect(spaced.json().errors.join()).toContain('username');
    const badEmail = await send('POST', '/api/admin/users', {
      username: `u-${unique()}`,
      name: 'X',
      email: 'nope',
    });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors.join()).toContain('email');
    const noAddress = await send('POST', '/api/admin/users', {
      username: `u-${unique()}`,
      name: 'X',
      send_password_link: true,
    });
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json().errors).toEqual(['email: is needed to send a password link']);
    const noName = await send('POST', '/api/admin/users', { username: `u-${unique()}`, name: ' ' });
    expect(noName.json().errors.join()).toContain('name');
    const taken = await send('POST', '/api/admin/users', {
      username: superAdmin.user.username.toUpperCase(),
      name: 'Copy',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual(['username: is already used by another account']);
    // Sign-in accepts either, so a username may not be someone else's e-mail address.
    const someonesAddress = await send('POST', '/api/admin/users', {
      username: superAdmin.user.email,
      name: 'Copy',
    });
    expect(someonesAddress.statusCode).toBe(409);
    expect(someonesAddress.json().errors).toEqual(['username: is already used by another account']);
  });

  it('shows a user with every identity, archived ones too, and their organisation names', async () => {
    const { school } = await buildSchool(db());
    const teacher = await buildIdentity(db(), { type: 'teacher', organizationId: school.id });
    const old = await buildIdentity(db(), {
      type: 'student',
      organizationId: school.id,
      userId: teacher.user.id,
    });
    await db().update(identities).set({ archivedAt: new Date() }).where(eq(identities.id, old.identity.id));
    const shown = await send('GET', `/api/admin/users/${teacher.user.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.identities).toEqual([
      expect.objectContaining({
        id: teacher.identity.id,
        archived: false,
        organization: expect.objectContaining({ name: school.name }),
      }),
      expect.objectContaining({ id: old.identity.id, type: 'student', archived: true }),
    ]);
    expect((await send('GET', '/api/admin/users/99999999')).statusCode).toBe(404);
  });

  it('edits a user, and disabling ends their sessions and tokens at once', async () => {
    const { school } = await buildSchool(db());
    const member = await buildIdentity(db(), {
      type: 'teacher',
      organizationId: school.id,
      password: testPassword,
    });
    const { token } = await signIn(ctx.app, member.user.username);
    expect((await send('GET', '/api/user', undefined, token)).statusCode).toBe(200);
    const edited = await send('PATCH', `/api/admin/users/${member.user.id}`, {
      name: 'Renamed',
      email: null,
      language: 'ru',
    });
    expect(edited.json().data).toMatchObject({
      name: 'Renamed',
      email: null,
      language: 'ru',
      disabled: false,
    });
    const disabled = await send('PATCH', `/api/admin/users/${member.user.id}`, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.disabled).toBe(true);
    const [row] = await db().select().from(users).where(eq(users.id, member.user.id));
    expect(row.disabledAt).not.toBeNull();
    const open = await db()
      .select({ total: sql<number>`count(*)::int` })
      .from(sessions)
      .where(and(eq(sessions.userId, member.user.id), sql`${sessions.revokedAt} is null`));
    expect(open[0].total).toBe(0);
    expect((await send('GET', '/api/user', undefined, token)).statusCode).toBe(401);
    expect((await lastEvent('Disabled user')).details).toMatchObject({ user_id: member.user.id });
    const enabled = await send('PATCH', `/api/admin/users/${member.user.id}`, { disabled: false });
    expect(enabled.json().data.disabled).toBe(false);
  });

  it('refuses disabling oneself, taken addresses and empty changes', async () => {
    const self = await send('PATCH', `/api/admin/users/${superAdmin.user.id}`, { disabled: true });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual(['disabled: you cannot disable your own account']);
    const other = await buildIdentity(db(), { type: 'super_admin', organizationId: null });
    const taken = await send('PATCH', `/api/admin/users/${other.user.id}`, { email: superAdmin.user.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.join()).toContain('email');
    expect((await send('PATCH', `/api/admin/users/${other.user.id}`, {})).statusCode).toBe(422);
    expect((await send('PATCH', '/api/admin/users/99999999', { name: 'Nobody' })).statusCode).toBe(404);
  });

  it('adds identities that fit the organisation type', async () => {
    const { school, parent } = await buildSchool(db());
    const person = await buildIdentity(db(), { type: 'parent', organizationId: school.id });
    const url = `/api/admin/users/${person.user.id}/identities`;
    const admin = await send('POST', url, {
      type: 'school_admin',
      organization_id: school.id,
      permissions: { manage_admins: true },
    });
    expect(admin.statusCode).toBe(201);
    expect(admin.json().data).toMatchObject({ type: 'school_admin', organization: { id: school.id } });
    const [stored] = await db().select().from(identities).where(eq(identities.id, admin.json().data.id));
    expect(stored).toMatchObject({ userId: person.user.id, permissions: { manage_admins: true } });
    expect((await lastEvent('Added identity')).details).toMatchObject({ identity_id: stored.id });
    expect(
      (await send('POST', url, { type: 'organization_admin', organization_id: parent.id })).statusCode,
    ).toBe(201);
    expect((await send('POST', url, { type: 'super_admin' })).statusCode).toBe(201);

    const wrongPlaces: [object, string][] = [
      [{ type: 'teacher', organization_id: parent.id }, 'organization_id'],
      [{ type: 'organization_admin', organization_id: school.id }, 'organization_id'],
      [{ type: 'student' }, 'organization_id'],
      [{ type: 'super_admin', organization_id: school.id }, 'organization_id'],
      [{ type: 'teacher', organization_id: 99999999 }, 'organization_id'],
      [{ type: 'student', organization_id: school.id, permissions: { manage_admins: true } }, 'permissions'],
      [{ type: 'wizard', organization_id: school.id }, 'type'],
      [{ type: 'teacher', organization_id: school.id, permissions: { become_god: true } }, 'permissions'],
    ];
    for (const [payload, field] of wrongPlaces) {
      const refused = await send('POST', url, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(refused.json().errors.join(), JSON.stringify(payload)).toContain(field);
    }
    const again = await send('POST', url, { type: 'school_admin', organization_id: school.id });
    expect(again.statusCode).toBe(409);
    expect(
      (await send('POST', '/api/admin/users/99999999/identities', { type: 'super_admin' })).statusCode,
    ).toBe(404);
  });

  it('archives and restores identities and changes permissions; the archived token stops', async () => {
    const { school } = await buildSchool(db());
    const member = await buildIdentity(db(), {
      type: 'teacher',
      organizationId: school.id,
      password: testPassword,
    });
    const { token } = await signIn(ctx.app, member.user.username);
    const url = `/api/admin/users/${member.user.id}/identities/${member.identity.id}`;
    const changed = await send('PATCH', url, {
      permissions: { view_survey_results: true },
      teacher_access_to_results: true,
    });
    expect(changed.json().data).toMatchObject({
      teacher_access_to_results: true,
      permissions: { view_survey_results: true },
    });
    const archived = await send('PATCH', url, { archived: true });
    expect(archived.json().data.archived).toBe(true);
    const [row] = await db().select().from(identities).where(eq(identities.id, member.identity.id));
    expect(row.archivedAt).not.toBeNull();
    expect((await send('GET', '/api/user', undefined, token)).statusCode).toBe(401);
    expect((await lastEvent('Archived identity')).details).toMatchObject({ identity_id: member.identity.id });
    expect((await send('PATCH', url, { archived: false })).json().data.archived).toBe(false);

    // A role given again while archived cannot be restored beside its copy.
    await send('PATCH', url, { archived: true });
    const again = await send('POST', `/api/admin/users/${member.user.id}/identities`, {
      type: 'teacher',
      organization_id: school.id,
    });
    expect(again.statusCode).toBe(201);
    const duplicate = await send('PATCH', url, { archived: false });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.join()).toContain('archived');

    const stranger = await buildIdentity(db(), { type: 'teacher', organizationId: school.id });
    const foreign = `/api/admin/users/${member.user.id}/identities/${stranger.identity.id}`;
    expect((await send('PATCH', foreign, { archived: true })).statusCode).toBe(404);
    const [untouched] = await db().select().from(identities).where(eq(identities.id, stranger.identity.id));
    expect(untouched.archivedAt).toBeNull();
  });

  it('refuses archiving one’s own super-admin identity', async () => {
    const own = await send(
      'PATCH',
      `/api/admin/users/${superAdmin.user.id}/identities/${superAdmin.identity.id}`,
      { archived: true },
    );
    expect(own.statusCode).toBe(422);
    expect(own.json().errors).toEqual(['archived: you cannot remove your own super-admin role']);
    const organization = await buildOrganization(db());
    const student = await buildIdentity(db(), {
      type: 'organization_admin',
      organizationId: organization.id,
    });
    const nonsense = await send(
      'PATCH',
      `/api/admin/users/${student.user.id}/identities/${student.identity.id}`,
      {
        archived: 'yes',
      },
    );
    expect(nonsense.statusCode).toBe(422);
    expect(nonsense.json().errors.join()).toContain('archived');
  });
});
