import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashSecret } from '../../auth/secrets';
import { identities, ssoLoginAttempts } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidcProvider';
import { createTestApp, type TestApp } from '../../test/testApp';

const clientSecret = 'sign-in-client-secret';
const callbackUri = 'http://localhost:3000/api/sso/callback';

describe('signing in with the school account', () => {
  let ctx: TestApp;
  let provider: TestOidcProvider;
  beforeAll(async () => {
    ctx = await createTestApp();
    provider = await startOidcProvider({
      clientId: 'balss',
      clientSecret,
      redirectUris: [callbackUri],
      authMethod: 'client_secret_post',
    });
  });
  afterAll(async () => {
    await provider.close();
    await ctx.close();
  });

  const db = () => ctx.deps.database.db;

  async function ssoSchool(settings: object = {}) {
    const { school } = await buildSchool(db());
    const { identity } = await buildIdentity(db(), {
      type: 'school_admin',
      organizationId: school.id,
      permissions: { manage_respondents: true },
    });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/school/${school.id}/sso`,
      headers: bearer(await tokenFor(ctx.deps, identity)),
      payload: {
        issuer: provider.issuer,
        client_id: 'balss',
        client_secret: clientSecret,
        match_claim: 'email',
        identity_types: ['teacher', 'student'],
        enabled: true,
        ...settings,
      },
    });
    expect(saved.statusCode).toBe(200);
    return school;
  }

  /** Start → the provider approves → the callback, as the browser would follow the redirects. */
  async function goThrough(slug: string, redirect?: string) {
    const query = new URLSearchParams({ school: slug, ...(redirect ? { redirect } : {}) });
    const start = await ctx.app.inject({ method: 'GET', url: `/api/sso/start?${query}` });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    if (authorize.origin !== provider.issuer) return { start, authorize, callback: start, callbackPath: '' };
    const back = await provider.authorize(authorize);
    const callbackPath = `${back.pathname}${back.search}`;
    const callback = await ctx.app.inject({ method: 'GET', url: callbackPath });
    return { start, authorize, callback, callbackPath };
  }

  async function landedAs(callback: Awaited<ReturnType<typeof goThrough>>['callback']) {
    expect(callback.statusCode).toBe(302);
    const landing = new URL(callback.headers.location as string, 'http://localhost');
    expect(landing.pathname).toBe('/dashboard');
    const claims = await ctx.deps.signer.verify(landing.searchParams.get('login_token') ?? '');
    expect(callback.cookies.some((cookie) => cookie.name === 'balss_session')).toBe(true);
    return { claims, landing };
  }

  const failureOf = (callback: { statusCode: number; headers: Record<string, unknown> }) => {
    expect(callback.statusCode).toBe(302);
    return callback.headers.location;
  };

  it('sends the browser to the provider with PKCE S256, state and nonce, keeping only the state hash', async () => {
    const school = await ssoSchool();
    const start = await ctx.app.inject({
      method: 'GET',
      url: `/api/sso/start?school=${school.slug}&redirect=/school/results`,
    });
    const authorize = new URL(start.headers.location as string);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.issuer}/auth`);
    const params = Object.fromEntries(authorize.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'balss',
      redirect_uri: callbackUri,
      code_challenge_method: 'S256',
    });
    expect(params.scope).toContain('openid');
    expect(params.state.length).toBeGreaterThan(30);
    const [attempt] = await db()
      .select()
      .from(ssoLoginAttempts)
      .where(eq(ssoLoginAttempts.stateHash, hashSecret(params.state)));
    expect(attempt).toMatchObject({
      organizationId: school.id,
      nonce: params.nonce,
      redirectPath: '/school/results',
    });
    expect(
      await db().select().from(ssoLoginAttempts).where(eq(ssoLoginAttempts.stateHash, params.state)),
    ).toEqual([]);
  });

  it('signs a teacher in by e-mail (any case) and lands on the dashboard with a login token', async () => {
    const school = await ssoSchool();
    const { user, identity } = await buildIdentity(db(), { type: 'teacher', organizationId: school.id });
    provider.signInAs({ sub: 'teacher-1', email: (user.email ?? '').toUpperCase(), email_verified: true });
    const { callback } = await goThrough(school.slug, '/school/teacher/dashboard');
    const { claims, landing } = await landedAs(callback);
    expect(claims.identityId).toBe(identity.id);
    expect(landing.searchParams.get('redirectPath')).toBe('/school/teacher/dashboard');
    // The session behind the cookie gives fresh tokens like a password sign-in.
    const cookie = callback.cookies.find((item) => item.name === 'balss_session');
    const refreshed = await ctx.app.inject({
      method: 'GET',
      url: '/api/token',
      headers: { cookie: `balss_session=${cookie?.value}` },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('signs a student in by the external id from the import', async () => {
    const school = await ssoSchool({ match_claim: 'external_id', external_id_claim: 'student_no' });
    const { identity } = await buildIdentity(db(), { type: 'student', organizationId: school.id });
    await db().update(identities).set({ externalId: 'S-4711' }).where(eq(identities.id, identity.id));
    provider.signInAs({ sub: 'whatever', student_no: 'S-4711' });
    const { claims } = await landedAs((await goThrough(school.slug)).callback);
    expect(claims.identityId).toBe(identity.id);
  });

  it('refuses a replayed state, an expired attempt and a wrong nonce', async () => {
    const school = await ssoSchool();
    const { user } = await buildIdentity(db(), { type: 'teacher', organizationId: school.id });
    provider.signInAs({ sub: 't', email: user.email ?? '' });
    const first = await goThrough(school.slug);
    await landedAs(first.callback);
    const replay = await ctx.app.inject({ method: 'GET', url: first.callbackPath });
    expect(failureOf(replay)).toBe('/users/login?error=sso.expired_attempt');

    const start = await ctx.app.inject({ method: 'GET', url: `/api/sso/start?school=${school.slug}` });
    const state = new URL(start.headers.location as string).searchParams.get('state') ?? '';
    await db()
      .update(ssoLoginAttempts)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(ssoLoginAttempts.stateHash, hashSecret(state)));
    const late = await ctx.app.inject({ method: 'GET', url: `/api/sso/callback?code=x&state=${state}` });
    expect(failureOf(late)).toBe('/users/login?error=sso.expired_attempt');

    provider.tamperNextToken((payload) => ({ ...payload, nonce: 'another-nonce' }));
    expect(failureOf((await goThrough(school.slug)).callback)).toBe('/users/login?error=sso.provider_error');
    provider.tamperNextToken((payload) => ({ ...payload, aud: 'another-client' }));
    expect(failureOf((await goThrough(school.slug)).callback)).toBe('/users/login?error=sso.provider_error');
  });

  it('refuses an unknown person, another school’s identity, a type not allowed and an archived identity', async () => {
    const school = await ssoSchool({ identity_types: ['teacher'] });
    const other = await buildSchool(db());
    const elsewhere = await buildIdentity(db(), { type: 'teacher', organizationId: other.school.id });
    const student = await buildIdentity(db(), { type: 'student', organizationId: school.id });
    const archived = await buildIdentity(db(), { type: 'teacher', organizationId: school.id });
    await db()
      .update(identities)
      .set({ archivedAt: new Date() })
      .where(eq(identities.id, archived.identity.id));
    const cases: [string, string][] = [
      ['nobody@example.test', 'sso.no_identity'],
      [elsewhere.user.email ?? '', 'sso.no_identity'],
      [student.user.email ?? '', 'sso.not_allowed'],
      [archived.user.email ?? '', 'sso.no_identity'],
    ];
    for (const [email, reason] of cases) {
      provider.signInAs({ sub: email, email });
      expect(failureOf((await goThrough(school.slug)).callback), email).toBe(`/users/login?error=${reason}`);
    }
    provider.signInAs({ sub: 'x', email: student.user.email ?? '', email_verified: false });
    expect(failureOf((await goThrough(school.slug)).callback)).toBe(
      '/users/login?error=sso.email_unverified',
    );
  });

  it('answers failures with a redirect, never an error page', async () => {
    const disabled = await ssoSchool({ enabled: false });
    const cases = [
      ['/api/sso/start?school=no-such-school', 'sso.not_available'],
      [`/api/sso/start?school=${disabled.slug}`, 'sso.not_available'],
      ['/api/sso/start', 'sso.not_available'],
      ['/api/sso/callback', 'sso.expired_attempt'],
      ['/api/sso/callback?state=a&state=b&code=c', 'sso.expired_attempt'],
      ['/api/sso/callback?state=unknown&error=access_denied', 'sso.expired_attempt'],
    ];
    for (const [url, reason] of cases) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(`/users/login?error=${reason}`);
    }
    const school = await ssoSchool();
    // Issue 36.5: a tab or newline the browser would drop (/\t/evil.test opens //evil.test) counts too.
    let state = '';
    for (const redirect of ['//evil.test', '%2F%09%2Fevil.test', '%2F%0A%2Fevil.test', '%2F%5Cevil.test']) {
      const start = await ctx.app.inject({
        method: 'GET',
        url: `/api/sso/start?school=${school.slug}&redirect=${redirect}`,
      });
      state = new URL(start.headers.location as string).searchParams.get('state') ?? '';
      const [attempt] = await db()
        .select()
        .from(ssoLoginAttempts)
        .where(eq(ssoLoginAttempts.stateHash, hashSecret(state)));
      expect(attempt.redirectPath, redirect).toBeNull();
    }
    const denied = await ctx.app.inject({
      method: 'GET',
      url: `/api/sso/callback?state=${state}&error=access_denied`,
    });
    expect(denied.headers.location).toBe('/users/login?error=sso.provider_error');
  });

  it('lists schools with SSO on for the picker and sets the shell flag of the organisation page', async () => {
    const on = await ssoSchool();
    const off = await ssoSchool({ enabled: false });
    const term = on.name.slice(-8);
    const found = await ctx.app.inject({
      method: 'GET',
      url: `/api/sso/schools?q=${encodeURIComponent(term)}`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual([{ id: on.id, name: on.name, slug: on.slug, city: 'Riga' }]);
    const hidden = await ctx.app.inject({
      method: 'GET',
      url: `/api/sso/schools?q=${encodeURIComponent(off.name.slice(-8))}`,
    });
    expect(hidden.json().data).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/sso/schools?q=a' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/sso/schools?q=%25%25' })).json().data).toEqual(
      [],
    );

    const page = (slug: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/organizations/by-slug/${slug}` });
    expect((await page(on.slug)).json().data.sso_enabled).toBe(true);
    expect((await page(off.slug)).json().data.sso_enabled).toBe(false);

    // The shell's organisation state carries the same flag.
    const shellSchool = async (schoolId: number) => {
      const { identity } = await buildIdentity(db(), { type: 'teacher', organizationId: schoolId });
      const answer = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/school',
        headers: bearer(await tokenFor(ctx.deps, identity)),
      });
      expect(answer.statusCode).toBe(200);
      return answer.json().data;
    };
    expect(await shellSchool(on.id)).toMatchObject({ id: on.id, sso_enabled: true });
    expect(await shellSchool(off.id)).toMatchObject({ id: off.id, sso_enabled: false });
  });

  it('limits starts per address to 60 a minute and answers 429 past it', async () => {
    const start = (remoteAddress: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/sso/start?school=no-such-school', remoteAddress });
    // A frozen clock keeps all 61 starts in one window.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (let count = 0; count < 60; count++) expect((await start('203.0.113.7')).statusCode).toBe(302);
      const limited = await start('203.0.113.7');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/Too many requests/);
      expect((await start('203.0.113.8')).statusCode).toBe(302);
    } finally {
      vi.useRealTimers();
    }
  });
});
