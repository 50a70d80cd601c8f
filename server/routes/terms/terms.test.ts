import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terms } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, signIn, testPassword } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('terms', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('shows the current terms in the asked language, English for an unknown one', async () => {
    const lv = await ctx.app.inject({ method: 'GET', url: '/api/terms/current?language=lv' });
    expect(lv.statusCode).toBe(200);
    expect(lv.json().data).toMatchObject({ version: 1, language: 'lv', title: 'Balss lietošanas noteikumi' });
    const byHeader = await ctx.app.inject({
      method: 'GET',
      url: '/api/terms/current',
      headers: { language: 'ru' },
    });
    expect(byHeader.json().data.language).toBe('ru');
    const fallback = await ctx.app.inject({ method: 'GET', url: '/api/terms/current?language=de' });
    expect(fallback.json().data.language).toBe('en');
  });

  it('shows terms written in a language added at /admin/manage-languages to a reader in it (the Language header)', async () => {
    await ctx.deps.database.db
      .insert(terms)
      .values({ version: 1, language: 'uk', title: 'Умови користування Balss', body: 'Текст умов.' });
    const byHeader = await ctx.app.inject({
      method: 'GET',
      url: '/api/terms/current',
      headers: { language: 'uk' },
    });
    expect(byHeader.json().data).toMatchObject({
      version: 1,
      language: 'uk',
      title: 'Умови користування Balss',
    });
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/terms/current',
      headers: { language: 'lt' },
    });
    expect(other.json().data.language).toBe('en');
  });

  it('records acceptance of the current version only, for the signed-in user', async () => {
    const { school } = await buildSchool(ctx.deps.database.db);
    const { user } = await buildIdentity(ctx.deps.database.db, {
      type: 'teacher',
      organizationId: school.id,
      password: testPassword,
    });
    const { token } = await signIn(ctx.app, user.username);
    const before = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(before.json().data.has_accepted_terms).toBe(0);

    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/terms/accept',
      payload: { version: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const stale = await ctx.app.inject({
      method: 'POST',
      url: '/api/terms/accept',
      payload: { version: 7 },
      headers: bearer(token),
    });
    expect(stale.statusCode).toBe(409);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/terms/accept',
      payload: { version: 'one' },
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(422);

    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/terms/accept',
      payload: { version: 1 },
      headers: bearer(token),
    });
    expect(accepted.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(after.json().data.has_accepted_terms).toBe(1);
  });
});
