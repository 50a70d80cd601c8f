import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildIdentity, buildSchool, signIn, testPassword } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('profile and password change', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function signedIn() {
    const { school } = await buildSchool(ctx.deps.database.db);
    const member = await buildIdentity(ctx.deps.database.db, {
      type: 'teacher',
      organizationId: school.id,
      password: testPassword,
    });
    return { ...member, token: (await signIn(ctx.app, member.user.username)).token };
  }

  it('updates name, surname and language of the signed-in user only', async () => {
    const { token } = await signedIn();
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { name: 'Līga', surname: 'Krūmiņa', language: 'lv' },
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json().data).toMatchObject({ name: 'Līga', surname: 'Krūmiņa', language: 'lv' });
    const anonymous = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { name: 'X' },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { name: '', language: 'de-' },
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.join()).toContain('name: is required');
    expect(bad.json().errors.join()).toContain('language: must be a language code');
    // A well-formed code that is not a language of the platform (languages are data: addedLanguage.test.ts).
    const unknown = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { language: 'de' },
      headers: bearer(token),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([
      'language: de is not a language switched on for the interface (/admin/manage-languages)',
    ]);
  });

  it('changes the password with the current one and the password policy', async () => {
    const { user, token } = await signedIn();
    const change = (current_password: string, new_password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/password',
        payload: { current_password, new_password },
        headers: bearer(token),
      });
    const wrong = (await change('wrong', 'a-strong-new-passphrase')).json();
    expect(wrong.errors).toEqual(['current_password: is not correct']);
    expect(wrong.details).toEqual([{ field: 'current_password', code: 'not_correct' }]);
    expect((await change(testPassword, 'short')).json().errors[0]).toContain('new_password');
    expect((await change(testPassword, 'a-strong-new-passphrase')).statusCode).toBe(200);
    expect((await signIn(ctx.app, user.username, 'a-strong-new-passphrase')).token).toBeTruthy();
  });
});
