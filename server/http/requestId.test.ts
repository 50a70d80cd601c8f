import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp();
    proxied = await createTestApp({ config: { trustProxy: ['loopback'] } });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  const live = (ctx: TestApp, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/health/live', headers });

  it("takes the balancer's id behind TRUST_PROXY and answers with it", async () => {
    const response = await live(proxied, { 'x-request-id': 'c0a8-1f2e:1234' });
    expect(response.headers['x-request-id']).toBe('c0a8-1f2e:1234');
  });

  it('makes its own id without TRUST_PROXY, without one, or for an id that is not one', async () => {
    expect((await live(direct, { 'x-request-id': 'abc' })).headers['x-request-id']).toMatch(uuid);
    expect((await live(proxied)).headers['x-request-id']).toMatch(uuid);
    const odd = await live(proxied, { 'x-request-id': 'a b<script>' });
    expect(odd.headers['x-request-id']).toMatch(uuid);
  });
});
