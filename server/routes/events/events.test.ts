import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('POST /api/events', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/events', payload, headers });

  it('takes the identity from the token, never from the body', async () => {
    const { school } = await buildSchool(ctx.deps.database.db);
    const other = await buildSchool(ctx.deps.database.db);
    const { identity } = await buildIdentity(ctx.deps.database.db, {
      type: 'teacher',
      organizationId: school.id,
    });
    const token = await tokenFor(ctx.deps, identity);
    const response = await post(
      {
        identity_id: 999999,
        identity_type: 'super_admin',
        org_id: other.school.id,
        category: 'Results',
        action: 'Opened results',
        details: { periodId: 5 },
      },
      bearer(token),
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      identity_id: identity.id,
      identity_type: 'teacher',
      org_id: school.id,
      category: 'Results',
      action: 'Opened results',
      details: { periodId: 5 },
    });
    const [row] = await ctx.deps.database.db.select().from(events).where(eq(events.id, data.id));
    expect(row).toMatchObject({ identityId: identity.id, orgId: school.id, userId: identity.userId });
  });

  it('stores an anonymous caller without any identity', async () => {
    const response = await post({
      identity_id: 12,
      org_id: 3,
      category: 'Poll-filling',
      action: 'Started poll',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      identity_id: null,
      identity_type: 'anonymous',
      org_id: null,
    });
  });

  it('accepts every category of PRODUCT.md §7', async () => {
    for (const category of [
      'School Admin',
      'Login',
      'Results PDF modal',
      'Results Excel Manual modal',
      'Freemium',
    ]) {
      const response = await post({ category, action: 'x' });
      expect(response.statusCode, category).toBe(201);
    }
  });

  it('refuses a bad category, a missing action and unknown fields with 422 naming the field', async () => {
    const bad = await post({ category: 'Hacking', action: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ status: 422, error: 'validation_failed' });
    expect(bad.json().errors[0]).toMatch(/^category: /);

    const noAction = await post({ category: 'Login' });
    expect(noAction.statusCode).toBe(422);
    expect(noAction.json().errors.join()).toContain('action');

    const extra = await post({ category: 'Login', action: 'x', is_admin: true });
    expect(extra.statusCode).toBe(422);

    const huge = await post({ category: 'Login', action: 'x', details: { blob: 'x'.repeat(9000) } });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors.join()).toContain('details');
  });

  it('refuses a tampered or expired token with the token messages of PRODUCT.md §8', async () => {
    const { school } = await buildSchool(ctx.deps.database.db);
    const { identity } = await buildIdentity(ctx.deps.database.db, {
      type: 'student',
      organizationId: school.id,
    });
    const token = await tokenFor(ctx.deps, identity);
    const tampered = await post({ category: 'Login', action: 'x' }, bearer(`${token.slice(0, -3)}abc`));
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toMatchObject({ error: 'token_invalid', message: 'The token is invalid' });

    const expired = await post(
      { category: 'Login', action: 'x' },
      bearer(await tokenFor(ctx.deps, identity, -10)),
    );
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ error: 'token_expired', message: 'Token expired' });

    const before = await ctx.deps.database.db.select().from(events).orderBy(desc(events.id)).limit(1);
    expect(before[0].action).not.toBe('should not be stored');
  });
});
