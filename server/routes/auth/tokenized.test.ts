import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTokenizedEntry } from '../../services/accounts/tokenizedEntry';
import { bearer, buildIdentity, buildSchool } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('tokenized entry', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('opens a tokenized session once, for the link identity only', async () => {
    const { school } = await buildSchool(ctx.deps.database.db);
    const { identity } = await buildIdentity(ctx.deps.database.db, {
      type: 'student',
      organizationId: school.id,
    });
    const secret = await issueTokenizedEntry(ctx.deps.database.db, identity.id);
    const entered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/tokenized',
      payload: { token: secret },
    });
    expect(entered.statusCode).toBe(200);
    expect(entered.json().data.tokenized).toBe(true);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(entered.json().data.token),
    });
    expect(me.json().data).toMatchObject({ id: identity.id, type: 'student' });

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/tokenized',
      payload: { token: secret },
    });
    expect(again.statusCode).toBe(410);
    const guessed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/tokenized',
      payload: { token: 'x'.repeat(43) },
    });
    expect(guessed.statusCode).toBe(410);
    const expired = await issueTokenizedEntry(ctx.deps.database.db, identity.id, -1);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/tokenized', payload: { token: expired } }))
        .statusCode,
    ).toBe(410);
  });
});
