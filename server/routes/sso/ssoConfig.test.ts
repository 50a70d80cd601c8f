import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, schoolSsoConfigs } from '../../db/schema';
import { openSecret } from '../../services/sso/secretBox';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidcProvider';
import { createTestApp, type TestApp } from '../../test/testApp';

const clientSecret = 'very-secret-client-secret';

describe('school SSO settings', () => {
  let ctx: TestApp;
  let provider: TestOidcProvider;
  beforeAll(async () => {
    ctx = await createTestApp();
    provider = await startOidcProvider({
      clientId: 'balss',
      clientSecret,
      redirectUris: ['http://localhost:3000/api/sso/callback'],
    });
  });
  afterAll(async () => {
    await provider.close();
    await ctx.close();
  });

  const db = () => ctx.deps.database.db;
  const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
  const settings = (overrides: object = {}) => ({
    issuer: provider.issuer,
    client_id: 'balss',
    client_secret: clientSecret,
    match_claim: 'email',
    identity_types: ['teacher', 'student'],
    enabled: true,
    ...overrides,
  });

  async function world() {
    const { school, parent } = await buildSchool(db());
    const other = await buildSchool(db());
    const token = async (
      type: 'school_admin' | 'teacher' | 'student' | 'organization_admin' | 'super_admin',
      organizationId: number | null,
      permissions = {},
    ) => tokenFor(ctx.deps, (await buildIdentity(db(), { type, organizationId, permissions })).identity);
    return {
      school,
      manager: await token('school_admin', school.id, { manage_respondents: true }),
      viewer: await token('school_admin', school.id, { view_respondents: true }),
      teacher: await token('teacher', school.id, { manage_users: true }),
      student: await token('student', school.id),
      otherAdmin: await token('school_admin', other.school.id, { manage_respondents: true }),
      orgAdmin: await token('organization_admin', parent.id),
      superAdmin: await token('super_admin', null),
    };
  }

  // Students are outside every school's staff scope (loadSchoolFor), so the school does not exist for them.
  it('refuses anonymous, students, teachers, view-only staff and another school', async () => {
    const w = await world();
    const url = `/api/school/${w.school.id}/sso`;
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const body = method === 'PUT' ? settings() : undefined;
      expect((await send(method, url, undefined, body)).statusCode).toBe(401);
      expect((await send(method, url, w.student, body)).statusCode).toBe(404);
      expect((await send(method, url, w.teacher, body)).statusCode).toBe(403);
      expect((await send(method, url, w.viewer, body)).statusCode).toBe(403);
      expect((await send(method, url, w.otherAdmin, body)).statusCode).toBe(404);
    }
    expect(
      await db().select().from(schoolSsoConfigs).where(eq(schoolSsoConfigs.organizationId, w.school.id)),
    ).toEqual([]);
  });

  it('lets the manager save, read and switch off; the secret is write-only and stored encrypted', async () => {
    const w = await world();
    const url = `/api/school/${w.school.id}/sso`;
    const empty = await send('GET', url, w.manager);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({
      redirect_uri: 'http://localhost:3000/api/sso/callback',
      config: null,
    });

    const saved = await send('PUT', url, w.manager, settings());
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(clientSecret);
    expect(saved.json().data.config).toMatchObject({
      issuer: provider.issuer,
      client_id: 'balss',
      has_client_secret: true,
      match_claim: 'email',
      external_id_claim: 'sub',
      identity_types: ['teacher', 'student'],
      enabled: true,
    });

    const [row] = await db()
      .select()
      .from(schoolSsoConfigs)
      .where(eq(schoolSsoConfigs.organizationId, w.school.id));
    expect(row.clientSecretEncrypted.toString('utf8')).not.toContain(clientSecret);
    expect(row.clientSecretEncrypted.toString('hex')).not.toContain(
      Buffer.from(clientSecret).toString('hex'),
    );
    expect(openSecret([ctx.deps.config.tokenSecret], row.clientSecretEncrypted)).toBe(clientSecret);

    // An empty secret keeps the stored one.
    const kept = await send(
      'PUT',
      url,
      w.manager,
      settings({
        client_secret: '',
        enabled: false,
        match_claim: 'external_id',
        external_id_claim: 'student_no',
      }),
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.config).toMatchObject({
      enabled: false,
      enabled_at: null,
      match_claim: 'external_id',
      external_id_claim: 'student_no',
    });
    const [after] = await db()
      .select()
      .from(schoolSsoConfigs)
      .where(eq(schoolSsoConfigs.organizationId, w.school.id));
    expect(openSecret([ctx.deps.config.tokenSecret], after.clientSecretEncrypted)).toBe(clientSecret);

    const read = await send('GET', url, w.manager);
    expect(read.body).not.toContain(clientSecret);
    expect(read.json().data.config.has_client_secret).toBe(true);

    const removed = await send('DELETE', url, w.manager);
    expect(removed.statusCode).toBe(200);
    expect((await send('GET', url, w.manager)).json().data.config).toBeNull();
  });

  it("lets a super-admin manage it, the organisation admin only with the school's grant", async () => {
    const w = await world();
    const url = `/api/school/${w.school.id}/sso`;
    expect((await send('PUT', url, w.orgAdmin, settings())).statusCode).toBe(403);
    expect((await send('GET', url, w.orgAdmin)).statusCode).toBe(200);
    await ctx.deps.database.db
      .update(organizations)
      .set({ organizationManagesRoster: true })
      .where(eq(organizations.id, w.school.id));
    expect((await send('PUT', url, w.orgAdmin, settings())).statusCode).toBe(200);
    expect((await send('GET', url, w.superAdmin)).json().data.config.client_id).toBe('balss');
    expect((await send('DELETE', url, w.superAdmin)).statusCode).toBe(200);
  });

  it('lets school admins and staff in through a provider only when someone who manages admins sets it', async () => {
    // The provider's owner signs in as anyone of the types it lets in: before, a roster manager (or an admin
    // refused results) chose their own provider and signed in as the school's principal admin.
    const w = await world();
    const url = `/api/school/${w.school.id}/sso`;
    for (const types of [['school_admin'], ['staff', 'student'], ['teacher', 'school_admin']]) {
      const refused = await send('PUT', url, w.manager, settings({ identity_types: types }));
      expect(refused.statusCode, types.join()).toBe(403);
      expect(refused.json().errors[0]).toMatch(/^identity_types: school admins and staff /);
    }
    expect(
      await db().select().from(schoolSsoConfigs).where(eq(schoolSsoConfigs.organizationId, w.school.id)),
    ).toEqual([]);
    const { identity } = await buildIdentity(db(), {
      type: 'school_admin',
      organizationId: w.school.id,
      permissions: { manage_respondents: true, manage_admins: true },
    });
    const principal = await tokenFor(ctx.deps, identity);
    const adminTier = settings({ identity_types: ['school_admin', 'staff', 'teacher'] });
    expect((await send('PUT', url, principal, adminTier)).statusCode).toBe(200);
    // Once it lets admins in, the roster manager may not point it at another provider.
    const repointed = await send('PUT', url, w.manager, { ...adminTier, client_id: 'elsewhere' });
    expect(repointed.statusCode).toBe(403);
    expect((await send('GET', url, w.manager)).json().data.config.client_id).toBe('balss');
    // Teachers and students stay the roster manager's to set.
    expect((await send('PUT', url, w.manager, settings())).statusCode).toBe(200);
    expect((await send('PUT', url, w.superAdmin, adminTier)).statusCode).toBe(200);
  });

  it('needs a secret the first time and names bad fields', async () => {
    const w = await world();
    const url = `/api/school/${w.school.id}/sso`;
    const noSecret = await send('PUT', url, w.manager, settings({ client_secret: '' }));
    expect(noSecret.statusCode).toBe(422);
    expect(noSecret.json().errors).toEqual(['client_secret: is required']);
    const bad = await send(
      'PUT',
      url,
      w.manager,
      settings({ issuer: 'javascript:alert(1)', identity_types: [] }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.join('\n')).toMatch(/issuer/);
    expect(bad.json().errors.join('\n')).toMatch(/identity_types/);
    const admins = await send('PUT', url, w.manager, settings({ identity_types: ['super_admin'] }));
    expect(admins.statusCode).toBe(422);
  });

  it('answers 422 naming the issuer when discovery fails', async () => {
    const w = await world();
    const url = `/api/school/${w.school.id}/sso`;
    const unreachable = await send('PUT', url, w.manager, settings({ issuer: 'http://127.0.0.1:1' }));
    expect(unreachable.statusCode).toBe(422);
    expect(unreachable.json().message).toMatch(/^issuer: http:\/\/127\.0\.0\.1:1 could not be reached/);
    const notOidc = await send(
      'PUT',
      url,
      w.manager,
      settings({ issuer: `${provider.issuer}/nothing-here` }),
    );
    expect(notOidc.statusCode).toBe(422);
    expect(notOidc.json().message).toMatch(/^issuer: /);
  });

  it('refuses loopback, private and metadata issuers in production mode', async () => {
    const production = await createTestApp({ config: { nodeEnv: 'production' } });
    try {
      const { school } = await buildSchool(production.deps.database.db);
      const { identity } = await buildIdentity(production.deps.database.db, {
        type: 'school_admin',
        organizationId: school.id,
        permissions: { manage_respondents: true },
      });
      const token = await tokenFor(production.deps, identity);
      const put = (issuer: string) =>
        production.app.inject({
          method: 'PUT',
          url: `/api/school/${school.id}/sso`,
          headers: bearer(token),
          payload: settings({ issuer }),
        });
      const plain = await put(provider.issuer);
      expect(plain.statusCode).toBe(422);
      expect(plain.json().message).toMatch(/must use https/);
      for (const issuer of [
        'https://127.0.0.1',
        'https://10.1.2.3',
        'https://169.254.169.254',
        'https://[::1]',
        'https://localhost',
      ]) {
        const refused = await put(issuer);
        expect(refused.statusCode, issuer).toBe(422);
        expect(refused.json().message, issuer).toMatch(/private or local address/);
      }
    } finally {
      await production.close();
    }
  });
});
