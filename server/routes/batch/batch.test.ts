import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
