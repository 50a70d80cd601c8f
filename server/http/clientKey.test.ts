import { afterEach, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../env';
import { createTestApp, type TestApp } from '../test/testApp';
import { clientKey } from './clientKey';

/** Issue 13 finding 3: X-Forwarded-For names the client only when it comes from a trusted proxy. */
describe('client key behind a proxy', () => {
  let ctx: TestApp | undefined;
  afterEach(() => ctx?.close());

  async function keyFor(trustProxy: TrustProxy | undefined, forwardedFor?: string) {
    ctx = await createTestApp({ config: { trustProxy } });
    ctx.app.get('/probe/client-key', async (request) => ({ key: clientKey(request), ip: request.ip }));
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/probe/client-key',
      remoteAddress: '10.0.0.7',
      headers: { 'user-agent': 'probe', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    });
    await ctx.close();
    ctx = undefined;
    return response.json() as { key: string; ip: string };
  }

  it('ignores a forged X-Forwarded-For by default', async () => {
    expect(await keyFor(undefined, '203.0.113.9')).toEqual({ key: 'ip:10.0.0.7:probe', ip: '10.0.0.7' });
    expect(await keyFor(false, '203.0.113.9')).toEqual({ key: 'ip:10.0.0.7:probe', ip: '10.0.0.7' });
  });

  it('takes the client from X-Forwarded-For when the proxy is trusted by hop count or by address', async () => {
    expect((await keyFor(1, '203.0.113.9')).key).toBe('ip:203.0.113.9:probe');
    expect((await keyFor(['10.0.0.0/8'], '198.51.100.1, 203.0.113.9')).key).toBe('ip:203.0.113.9:probe');
    expect((await keyFor(['192.168.0.1'], '203.0.113.9')).key).toBe('ip:10.0.0.7:probe');
  });
});
