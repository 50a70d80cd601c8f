import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIdentity, buildSchool, testPassword } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('POST /api/batch', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const batch = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/batch', payload: payload as object, headers });

  it('runs sub-requests in order and answers each one, including one that fails', async () => {
    const response = await batch([
      { url: 'translations/en', method: 'get' },
      { url: '/organizations/by-slug/no-such-school', method: 'GET' },
      { url: 'log', method: 'post', body: { type: 'error', data: '{}', description: 'from batch' } },
      { url: 'events', method: 'post', body: { category: 'Nope', action: 'x' } },
    ]);
    expect(response.statusCode).toBe(200);
    const { status, data } = response.json();
    expect(status).toBe(200);
    expect(data.map((item: { url: string; code: number }) => [item.url, item.code])).toEqual([
      ['translations/en', 200],
      ['/organizations/by-slug/no-such-school', 404],
      ['log', 201],
      ['events', 422],
    ]);
    expect(data[0].body.data.app.name).toBe('Balss');
    expect(data[1].body).toMatchObject({ status: 404, error: 'not_found' });
    expect(data[3].body.errors.join(' ')).toContain('category');
  });

  it("passes the caller's own headers to every sub-request", async () => {
    const response = await batch([{ url: 'language/get?keys=common.ok', method: 'GET' }], { language: 'lv' });
    expect(response.json().data[0].body.data).toEqual({ 'common.ok': 'Labi' });
  });

  // Issue 36.6: every item counted as 127.0.0.1, so one sender's failed sign-ins refused another's.
  it("counts each item under its sender's own address for the limits", async () => {
    const { school } = await buildSchool(ctx.deps.database.db);
    const { user } = await buildIdentity(ctx.deps.database.db, {
      type: 'teacher',
      organizationId: school.id,
      password: testPassword,
    });
    const signIns = (count: number, username: string, password: string) =>
      Array.from({ length: count }, () => ({
        url: 'auth/login',
        method: 'POST',
        body: { username, password },
      }));
    // The same browser make at two schools, no cookies: each is its address and its browser.
    const from = (remoteAddress: string, items: unknown[]) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/batch',
        payload: items as object,
        headers: { 'user-agent': 'batch browser' },
        remoteAddress,
      });
    const sprayer = await from('203.0.113.5', signIns(31, 'nobody-at-all', 'Winter2026!'));
    expect(sprayer.json().data.at(-1).code).toBe(429);
    const owner = await from('198.51.100.7', signIns(1, user.username, testPassword));
    expect(owner.json().data[0].code).toBe(200);
  });

  it('refuses a bad shape with 400', async () => {
    for (const payload of [
      {},
      [],
      [{ url: 'health' }],
      [{ url: 'health', method: 'TRACE' }],
      [{ url: '', method: 'GET' }],
      [{ url: 'health', method: 'GET', extra: 1 }],
      Array.from({ length: 51 }, () => ({ url: 'health', method: 'GET' })),
    ]) {
      const response = await batch(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, error: 'bad_request' });
    }
  });

  it('refuses a batch inside a batch', async () => {
    for (const url of ['batch', '/batch', '/api/batch', 'batch?x=1']) {
      const response = await batch([{ url, method: 'POST', body: [{ url: 'health', method: 'GET' }] }]);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toContain('another batch');
    }
  });

  it('refuses a batch inside a batch however its address is spelt', async () => {
    const spellings = [
      '/api/%62atch',
      'x/../batch',
      '/api/x/../batch',
      '//api/batch',
      '/api//batch',
      'batch#x',
      '/api/./batch',
      '%2Fapi%2Fbatch',
    ];
    for (const url of spellings) {
      const response = await batch([{ url, method: 'POST', body: [{ url: 'health', method: 'GET' }] }]);
      const inner = response.statusCode === 200 ? response.json().data[0] : null;
      // Either the whole batch is refused, or the item answers 400/404 - never a batch run inside it.
      expect(
        response.statusCode === 400 || (inner && inner.code >= 400 && inner.code < 500),
        url,
      ).toBeTruthy();
      expect(JSON.stringify(response.json()), url).not.toContain('"url":"health"');
    }
  });

  it('refuses a batch too large to be one bounded piece of work', async () => {
    const tooMany = Array.from({ length: 51 }, () => ({ url: 'health', method: 'GET' }));
    expect((await batch(tooMany)).statusCode).toBe(400);
    const tooLarge = await batch([{ url: 'log', method: 'POST', body: { message: 'x'.repeat(300_000) } }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toMatch(/batch/i);
  });
});
