import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { csvText, multipart, utf8 } from '../../test/importFiles';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidcProvider';
import { createTestApp, type TestApp } from '../../test/testApp';

const clientSecret = 'other-schools-client-secret';
const callbackUri = 'http://localhost:3000/api/sso/callback';

/**
 * A school's sign-in service vouches for that school's people only. School B's admin chooses the
 * provider (here one it runs itself, saying whatever e-mail it likes) and may import anyone's e-mail,
 * which gives that existing account a role at school B. Before, signing in through school B's
 * provider then opened a session of the whole account, and the identity switcher turned it into the
 * account's roles elsewhere: school A's admin, an organisation admin, a super-admin.
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

  /** School B imports a student with this e-mail: the existing account gets a student role at school B. */
  async function importStudent(schoolId: number, token: string, email: string) {
    const body = multipart(
      'students.csv',
      utf8(
        csvText([
          ['Vārds', 'Uzvārds', 'Klase', 'E-pasts'],
          ['Anna', 'Liepiņa', '7.a', email],
        ]),
      ),
    );
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/school/${schoolId}/imports?type=students`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().data.preview.rows[0].outcome).toBe('existing_account');
    const committed = await ctx.app.inject({
      method: 'POST',
      url: `/api/school/${schoolId}/imports/${uploaded.json().data.id}/commit`,
      headers: bearer(token),
    });
    expect(committed.statusCode, committed.body).toBe(200);
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
    await importStudent(b.school.id, b.token, email);
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
      await importStudent(b.school.id, b.token, holder.user.email as string);
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
