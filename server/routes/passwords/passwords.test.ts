import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema';
import { issueOneTimeToken } from '../../services/accounts/oneTimeTokens';
import { bearer, buildIdentity, buildSchool, signIn, testPassword } from '../../test/factories';
import { lastMailTo } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('forgot, reset and create password; change e-mail', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });

  async function member() {
    const { school } = await buildSchool(db());
    return buildIdentity(db(), { type: 'teacher', organizationId: school.id, password: testPassword });
  }

  const lastMail = (address: string) => lastMailTo(db(), address);

  const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  it('answers the same whether or not the account exists, and mails only a real one', async () => {
    const { user } = await member();
    const known = await post('/api/auth/forgot-password', { email: user.email! });
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@example.test' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await lastMail('nobody@example.test')).toBeUndefined();
    const mail = await lastMail(user.email!);
    expect(mail.subject).toBe('Reset your Balss password');
    expect(mail.text).toContain('http://localhost:3000/users/reset-password?token=');
  });

  it('resets the password once, signs out everywhere, and the link cannot be reused', async () => {
    const { user } = await member();
    const { token: oldToken } = await signIn(ctx.app, user.username);
    await post('/api/auth/forgot-password', { email: user.email! }, { language: 'lv' });
    const mail = await lastMail(user.email!);
    expect(mail.subject).toBe('Balss paroles atjaunošana');
    const secret = tokenIn(mail.text);

    const stored = await db().select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(stored.every((row) => row.tokenHash !== secret)).toBe(true);

    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/auth/reset-password/${secret}` })).json().data,
    ).toMatchObject({
      valid: true,
      new_user: false,
    });
    const weak = await post('/api/auth/reset-password', { token: secret, password: 'password1' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors[0]).toContain('too common');

    const reset = await post('/api/auth/reset-password', {
      token: secret,
      password: 'a-brand-new-passphrase',
    });
    expect(reset.statusCode).toBe(200);
    const again = await post('/api/auth/reset-password', {
      token: secret,
      password: 'yet-another-passphrase',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toBe('link_expired');

    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(oldToken) })).statusCode,
    ).toBe(401);
    await expect(signIn(ctx.app, user.username)).rejects.toThrow();
    expect((await signIn(ctx.app, user.username, 'a-brand-new-passphrase')).token).toBeTruthy();
  });

  it('answers an expired link with 410', async () => {
    const { user } = await member();
    const secret = await issueOneTimeToken(db(), 'password_reset', { userId: user.id, lifetimeMs: -1000 });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/auth/reset-password/${secret}` })).statusCode,
    ).toBe(410);
    expect(
      (await post('/api/auth/reset-password', { token: secret, password: 'a-brand-new-passphrase' }))
        .statusCode,
    ).toBe(410);
  });

  it('sends a create-password link to a new user', async () => {
    const { user } = await member();
    await post('/api/auth/forgot-password', { email: user.email!, new_user: true });
    const mail = await lastMail(user.email!);
    expect(mail.subject).toBe('Create your Balss password');
    const check = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/${tokenIn(mail.text)}`,
    });
    expect(check.json().data.new_user).toBe(true);
  });

  it('changes the e-mail only after the new address confirms', async () => {
    const { user } = await member();
    const other = await member();
    const { token } = await signIn(ctx.app, user.username);
    const wrongPassword = await post(
      '/api/user/change-email',
      { email: 'new@example.test', password: 'nope' },
      bearer(token),
    );
    expect(wrongPassword.statusCode).toBe(422);
    const taken = await post(
      '/api/user/change-email',
      { email: other.user.email!, password: testPassword },
      bearer(token),
    );
    expect(taken.statusCode).toBe(409);
    const anonymous = await post('/api/user/change-email', {
      email: 'x@example.test',
      password: testPassword,
    });
    expect(anonymous.statusCode).toBe(401);

    const newAddress = `new-${user.id}@example.test`;
    const asked = await post(
      '/api/user/change-email',
      { email: newAddress, password: testPassword },
      bearer(token),
    );
    expect(asked.statusCode).toBe(200);
    const [before] = await db().select().from(users).where(eq(users.id, user.id));
    expect(before.email).toBe(user.email);
    const mail = await lastMail(newAddress);
    const confirmed = await post('/api/auth/change-email', { token: tokenIn(mail.text) });
    expect(confirmed.json().data.email).toBe(newAddress);
    const [after] = await db().select().from(users).where(eq(users.id, user.id));
    expect(after.email).toBe(newAddress);
  });

  it('limits link requests per address', async () => {
    const { user } = await member();
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await post('/api/auth/forgot-password', { email: user.email! })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
