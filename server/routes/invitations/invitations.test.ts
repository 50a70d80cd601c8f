import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildIdentity, buildSchool, signIn, testPassword } from '../../test/factories';
import { lastMailTo } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('e-mail invitations', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });
  const secretFromMail = async (to: string) => {
    const mail = await lastMailTo(db(), to);
    return { mail, secret: /auth\/invite\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '' };
  };

  async function schoolWithAdmin() {
    const { school } = await buildSchool(db());
    const admin = await buildIdentity(db(), {
      type: 'school_admin',
      organizationId: school.id,
      permissions: { manage_admins: true, manage_users: true },
      password: testPassword,
    });
    return { school, admin, token: (await signIn(ctx.app, admin.user.username)).token };
  }

  it('invites a new teacher, who creates an account and lands signed in', async () => {
    const { school, token } = await schoolWithAdmin();
    const email = `new-teacher-${school.id}@example.test`;
    const sent = await post(
      `/api/school/${school.id}/invitations`,
      { email, type: 'teacher' },
      bearer(token),
    );
    expect(sent.statusCode).toBe(201);
    const { mail, secret } = await secretFromMail(email);
    expect(mail.subject).toContain(school.name);

    const info = await ctx.app.inject({ method: 'GET', url: `/api/auth/invite/${secret}` });
    expect(info.json().data).toMatchObject({
      type: 'teacher',
      email,
      account_exists: false,
      organization: { id: school.id },
    });

    const noName = await post(`/api/auth/invite/${secret}/accept`, { password: 'a-fine-passphrase' });
    expect(noName.statusCode).toBe(422);
    const accepted = await post(`/api/auth/invite/${secret}/accept`, {
      name: 'Ilze',
      surname: 'Ozola',
      password: 'a-fine-passphrase',
    });
    expect(accepted.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(accepted.json().data.token),
    });
    expect(me.json().data).toMatchObject({ type: 'teacher', name: 'Ilze', organization: { id: school.id } });
    expect(
      (await post(`/api/auth/invite/${secret}/accept`, { name: 'X', password: 'a-fine-passphrase' }))
        .statusCode,
    ).toBe(410);
    // Looking at a used, unknown or malformed link is an expected state: 200 with no invitation, no failed
    // request in the browser's console (issue 41, finding 10).
    for (const link of [secret, 'a'.repeat(43), 'bad-token']) {
      const looked = await ctx.app.inject({ method: 'GET', url: `/api/auth/invite/${link}` });
      expect(looked.statusCode, link).toBe(200);
      expect(looked.json().data, link).toBeNull();
    }
  });

  it('attaches the identity to an existing account only with its password', async () => {
    const { school, token } = await schoolWithAdmin();
    const other = await buildSchool(db());
    const existing = await buildIdentity(db(), {
      type: 'teacher',
      organizationId: other.school.id,
      password: testPassword,
    });
    await post(
      `/api/school/${school.id}/invitations`,
      { email: existing.user.email, type: 'teacher' },
      bearer(token),
    );
    const { secret } = await secretFromMail(existing.user.email!);
    const info = await ctx.app.inject({ method: 'GET', url: `/api/auth/invite/${secret}` });
    expect(info.json().data.account_exists).toBe(true);
    expect((await post(`/api/auth/invite/${secret}/accept`, { password: 'wrong-password' })).statusCode).toBe(
      422,
    );
    const accepted = await post(`/api/auth/invite/${secret}/accept`, { password: testPassword });
    expect(accepted.statusCode).toBe(200);
    const identities = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/identities',
      headers: bearer(accepted.json().data.token),
    });
    expect(identities.json().data).toHaveLength(2);
  });

  it('gives permissions beyond the defaults only from someone who manages admins', async () => {
    // Before, a roster manager invited an address of their own as a teacher holding manage_admins and
    // results access, accepted it, and managed the school's admins.
    const { school } = await buildSchool(db());
    const manager = await buildIdentity(db(), {
      type: 'school_admin',
      organizationId: school.id,
      permissions: { manage_users: true, manage_respondents: true },
      password: testPassword,
    });
    const managerToken = (await signIn(ctx.app, manager.user.username)).token;
    const url = `/api/school/${school.id}/invitations`;
    const grabbing = {
      email: `alt-${school.id}@example.test`,
      type: 'teacher',
      permissions: { manage_admins: true, view_survey_results: true },
    };
    const refused = await post(url, grabbing, bearer(managerToken));
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().errors[0]).toMatch(/^permissions: /);
    expect(await lastMailTo(db(), grabbing.email)).toBeFalsy();
    // Plain invitations, and taking permissions away, stay the roster manager's.
    expect((await post(url, { ...grabbing, permissions: undefined }, bearer(managerToken))).statusCode).toBe(
      201,
    );
    const narrowed = { ...grabbing, permissions: { manage_users: false, forbid_results_access: true } };
    expect((await post(url, narrowed, bearer(managerToken))).statusCode).toBe(201);
    // Someone who manages admins gives them.
    const other = await schoolWithAdmin();
    const given = await post(`/api/school/${other.school.id}/invitations`, grabbing, bearer(other.token));
    expect(given.statusCode).toBe(201);
  });

  it('lets only those who may invite, in their own school', async () => {
    const { school, token } = await schoolWithAdmin();
    const other = await schoolWithAdmin();
    const teacher = await buildIdentity(db(), {
      type: 'teacher',
      organizationId: school.id,
      permissions: { manage_users: false },
      password: testPassword,
    });
    const student = await buildIdentity(db(), {
      type: 'student',
      organizationId: school.id,
      password: testPassword,
    });
    const body = { email: 'someone@example.test', type: 'teacher' };
    expect((await post(`/api/school/${school.id}/invitations`, body)).statusCode).toBe(401);
    expect((await post(`/api/school/${school.id}/invitations`, body, bearer(other.token))).statusCode).toBe(
      404,
    );
    const teacherToken = (await signIn(ctx.app, teacher.user.username)).token;
    expect((await post(`/api/school/${school.id}/invitations`, body, bearer(teacherToken))).statusCode).toBe(
      404,
    );
    const studentToken = (await signIn(ctx.app, student.user.username)).token;
    expect((await post(`/api/school/${school.id}/invitations`, body, bearer(studentToken))).statusCode).toBe(
      404,
    );
    const superInvite = { email: 'x@example.test', type: 'super_admin' };
    expect((await post(`/api/school/${school.id}/invitations`, superInvite, bearer(token))).statusCode).toBe(
      422,
    );
    const badEmail = { email: 'not-an-email', type: 'teacher' };
    expect((await post(`/api/school/${school.id}/invitations`, badEmail, bearer(token))).statusCode).toBe(
      422,
    );
  });
});
