import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { deviceCookieName } from '../../http/clientKey';
import { sessionIdleMs, sessionTouchMs } from '../../services/accounts/sessions';
import { bearer, buildIdentity, buildSchool, signIn, testPassword, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('sign-in, tokens and logout', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const login = (username: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  const getUser = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/user', headers });

  async function member() {
    const { school } = await buildSchool(db());
    return buildIdentity(db(), { type: 'teacher', organizationId: school.id, password: testPassword });
  }

  it('signs in by username or e-mail: a token and an httpOnly SameSite session cookie', async () => {
    const { user, identity } = await member();
    const response = await login(user.username.toUpperCase(), testPassword);
    expect(response.statusCode).toBe(200);
    const token = response.json().data.token;
    expect(response.json()).toEqual({ status: 200, data: { token } });
    const cookie = response.cookies.find((item) => item.name === 'balss_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const me = await getUser(bearer(token));
    expect(me.json().data).toMatchObject({ id: identity.id, user_id: user.id });

    const byEmail = await login(user.email!, testPassword);
    expect(byEmail.statusCode).toBe(200);
  });

  it('answers unknown user and wrong password with the same 401', async () => {
    const { user } = await member();
    const wrong = await login(user.username, 'not-the-password');
    const unknown = await login('nobody-at-all', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    // No session either way; only the device cookie the sign-in limits count by, the same for both.
    expect(wrong.cookies.map((cookie) => cookie.name)).toEqual([deviceCookieName]);
    expect(unknown.cookies.map((cookie) => cookie.name)).toEqual([deviceCookieName]);
  });

  it('names a missing field with 422', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.join()).toContain('password');
  });

  it('GET /api/token mints a fresh token from the session cookie, 401 without one', async () => {
    const { user } = await member();
    const { cookie } = await signIn(ctx.app, user.username);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/token', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect((await getUser(bearer(response.json().data.token))).statusCode).toBe(200);
    const none = await ctx.app.inject({ method: 'GET', url: '/api/token' });
    expect(none.statusCode).toBe(401);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/token',
      headers: { cookie: 'balss_session=forged' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('writes a session’s use down at most once a minute, and ends it 4 hours after its last use', async () => {
    const { user } = await member();
    const { cookie } = await signIn(ctx.app, user.username);
    const token = () => ctx.app.inject({ method: 'GET', url: '/api/token', headers: { cookie } });
    const lastSeen = async () => {
      const [row] = await db().select().from(sessions).where(eq(sessions.userId, user.id));
      return row.lastSeenAt.getTime();
    };
    const setLastSeen = (at: number) =>
      db()
        .update(sessions)
        .set({ lastSeenAt: new Date(at) })
        .where(eq(sessions.userId, user.id));
    await setLastSeen(Date.now() - 30_000);
    const recent = await lastSeen();
    expect((await token()).statusCode).toBe(200);
    expect(await lastSeen()).toBe(recent);
    await setLastSeen(Date.now() - sessionTouchMs - 1000);
    expect((await token()).statusCode).toBe(200);
    expect(await lastSeen()).toBeGreaterThan(Date.now() - 10_000);
    await setLastSeen(Date.now() - sessionIdleMs - 1000);
    expect((await token()).statusCode).toBe(401);
  });

  it('answers the token messages of PRODUCT.md §8 for a missing, expired and tampered token', async () => {
    const { identity } = await member();
    expect((await getUser({})).json()).toMatchObject({ status: 401, message: 'Token not provided' });
    const expired = await getUser(bearer(await tokenFor(ctx.deps, identity, -5)));
    expect(expired.json()).toMatchObject({ status: 401, error: 'token_expired', message: 'Token expired' });
    const good = await tokenFor(ctx.deps, identity);
    const [head, body, signature] = good.split('.');
    const tampered = await getUser(bearer(`${head}.${body}x.${signature}`));
    expect(tampered.json()).toMatchObject({ status: 401, message: 'The token is invalid' });
    const none = await getUser(bearer(`${head}.${body}.`));
    expect(none.json().message).toBe('The token is invalid');
  });

  it('logout blacklists the token and ends the session', async () => {
    const { user } = await member();
    const { token, cookie } = await signIn(ctx.app, user.username);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(token), cookie },
    });
    expect(out.statusCode).toBe(200);
    const after = await getUser(bearer(token));
    expect(after.json()).toMatchObject({ status: 401, message: 'The token has been blacklisted' });
    const refresh = await ctx.app.inject({ method: 'GET', url: '/api/token', headers: { cookie } });
    expect(refresh.statusCode).toBe(401);
  });

  it('disabling a user stops their tokens at once', async () => {
    const { user } = await member();
    const { token } = await signIn(ctx.app, user.username);
    await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    expect((await getUser(bearer(token))).statusCode).toBe(401);
    expect((await login(user.username, testPassword)).statusCode).toBe(401);
  });
});
