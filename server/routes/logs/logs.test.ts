import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientLogs } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('POST /api/log', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/log', payload, headers });

  it('stores type, data and description with the signed-in identity', async () => {
    const { school } = await buildSchool(ctx.deps.database.db);
    const { identity } = await buildIdentity(ctx.deps.database.db, {
      type: 'teacher',
      organizationId: school.id,
    });
    const data = JSON.stringify({ error: 'boom', userAgent: 'test' });
    const response = await post(
      { type: 'error', data, description: 'Translation load failure' },
      { ...bearer(await tokenFor(ctx.deps, identity)), 'user-agent': 'vitest-browser' },
    );
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.deps.database.db
      .select()
      .from(clientLogs)
      .where(eq(clientLogs.id, response.json().data.id));
    expect(row).toMatchObject({
      type: 'error',
      data,
      description: 'Translation load failure',
      identityId: identity.id,
      userAgent: 'vitest-browser',
    });
  });

  it('bounds the size of what it stores', async () => {
    const tooLong = await post({ type: 'error', data: 'x'.repeat(20_001), description: '' });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.join()).toContain('data');
    const tooBig = await post({ type: 'error', data: 'x'.repeat(70_000) });
    expect([413, 422]).toContain(tooBig.statusCode);
    const noType = await post({ data: 'x' });
    expect(noType.statusCode).toBe(422);
  });

  it('limits how often one caller may log, without blocking others on the same IP', async () => {
    const headers = { 'user-agent': 'flooding-browser' };
    const codes: number[] = [];
    // Limits count per minute of the clock: a frozen clock keeps every post in one.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (let i = 0; i < 32; i++)
        codes.push((await post({ type: 'error', data: `${i}` }, headers)).statusCode);
      expect(codes.slice(0, 30).every((code) => code === 201)).toBe(true);
      expect(codes.slice(30)).toEqual([429, 429]);
      const limited = await post({ type: 'error', data: 'again' }, headers);
      expect(limited.json()).toMatchObject({ status: 429, error: 'rate_limited' });
    } finally {
      vi.useRealTimers();
    }

    const neighbour = await post({ type: 'error', data: 'other pupil' }, { 'user-agent': 'another-browser' });
    expect(neighbour.statusCode).toBe(201);
  });
});
