import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidcProvider';
import { createTestApp, type TestApp } from '../../test/testApp';

const clientSecret = 'other-schools-client-secret';
const callbackUri = 'http://localhost:3000/api/sso/callback';

/**
 * A school's sign-in service vouches for that school's people only. School B's admin chooses the
 * provider (here one it runs itself, saying whatever e-mail it likes), and an account may hold a role
 * at school B beside its roles elsewhere (before, school B could even give it one by importing its
 * e-mail). Signing in through school B's provider then opened a session of the whole account, and the
 * identity switcher turned it into the account's roles elsewhere: school A's admin, an organisation
 * admin, a super-admin.
 */
describe("SSO never opens an account's roles outside the school", () => {
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

  /** School B, its admin (roster and SSO) and its SSO through the provider school B chose. */
  async function schoolWithSso() {
    const { school } = await buildSchool(db());
    const { identity } = await buildIdentity(db(), {
      type: 'school_admin',
      organizationId: school.id,
      permissions: { manage_respondents: true },
    });
    const token = await tokenFor(ctx.deps, identity);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/school/${school.id}/sso`,
      headers: bearer(token),
      payload: {
        issuer: provider.issuer,
        client_id: 'balss',
        client_secret: clientSecret,
        match_claim: 'email',
        identity_types: ['teacher', 'student'],
        enabled: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { school, token };
  }

  /**
   * The account gets a student role at school B, as an accepted invitation gives it (imports and the
   * student form no longer attach an account with roles elsewhere: accountsElsewhere.test.ts).
   */
  async function plantStudent(schoolId: number, userId: number) {
    await db().insert(identities).values({ userId, organizationId: schoolId, type: 'student' });
  }

  /** Start → the provider approves → the callback, as the browser follows the redirects. */
  async function signInThrough(slug: string) {
    const start = await ctx.app.inject({ method: 'GET', url: `/api/sso/start?school=${slug}` });
    expect(start.statusCode).toBe(302);
    const back = await provider.authorize(new URL(start.headers.location as string));
    return ctx.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  }

  it("refuses to sign in an account that also holds another school's admin role", async () => {
    const schoolA = (await buildSchool(db())).school;
    const victim = await buildIdentity(db(), {
      type: 'school_admin',
      organizationId: schoolA.id,
      permissions: { manage_admins: true, view_survey_results: true },
    });
    const email = victim.user.email as string;
    const b = await schoolWithSso();
    await plantStudent(b.school.id, victim.user.id);
    const [planted] = await db()
      .select()
      .from(identities)
      .where(and(eq(identities.userId, victim.user.id), eq(identities.organizationId, b.school.id)));
    expect(planted.type).toBe('student');

    provider.signInAs({ sub: 'anyone', email, email_verified: true });
    const callback = await signInThrough(b.school.slug);
    expect(callback.statusCode).toBe(302);
    // What such a session was worth: the switch to school A's admin role (200 before the fix).
    const landing = new URL(String(callback.headers.location), 'http://localhost');
    const loginToken = landing.searchParams.get('login_token');
    if (loginToken) {
      const switched = await ctx.app.inject({
        method: 'POST',
        url: `/api/user/identities/${victim.identity.id}/switch`,
        headers: bearer(loginToken),
      });
      expect(switched.json().data?.token ? 'took over school A admin' : switched.statusCode).not.toBe(
        'took over school A admin',
      );
    }
    expect(callback.headers.location).toBe('/users/login?error=sso.other_organizations');
    expect(callback.cookies.some((cookie) => cookie.name === 'balss_session')).toBe(false);
  });

  it('refuses a super-admin and an organisation admin account the same way', async () => {
    const b = await schoolWithSso();
    for (const [type, organizationId] of [
      ['super_admin', null],
      ['organization_admin', b.school.parentId],
    ] as const) {
      const holder = await buildIdentity(db(), { type, organizationId });
      await plantStudent(b.school.id, holder.user.id);
      provider.signInAs({ sub: 'anyone', email: holder.user.email as string, email_verified: true });
      const callback = await signInThrough(b.school.slug);
      expect(callback.headers.location, type).toBe('/users/login?error=sso.other_organizations');
    }
  });

  it("still signs in the school's own people, an archived role elsewhere not counting", async () => {
    const b = await schoolWithSso();
    const teacher = await buildIdentity(db(), { type: 'teacher', organizationId: b.school.id });
    const elsewhere = await buildIdentity(db(), {
      type: 'teacher',
      organizationId: (await buildSchool(db())).school.id,
      userId: teacher.user.id,
    });
    await db()
      .update(identities)
      .set({ archivedAt: new Date() })
      .where(eq(identities.id, elsewhere.identity.id));
    provider.signInAs({ sub: 'teacher', email: teacher.user.email as string, email_verified: true });
    const callback = await signInThrough(b.school.slug);
    expect(callback.statusCode).toBe(302);
    const landing = new URL(String(callback.headers.location), 'http://localhost');
    expect(landing.pathname).toBe('/dashboard');
    const claims = await ctx.deps.signer.verify(landing.searchParams.get('login_token') ?? '');
    expect(claims.identityId).toBe(teacher.identity.id);
  });
});
