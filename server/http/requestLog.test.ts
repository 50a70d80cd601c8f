import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from '../test/capturedLog';
import { createTestApp, type TestApp } from '../test/testApp';

/** docs/DEPLOY.md: the JSON logs have one line per request (Fastify's own were two), named by its id. */
describe('request log', () => {
  let ctx: TestApp;
  const { logger, lines } = capturedLog('info');
  beforeAll(async () => {
    ctx = await createTestApp({ config: { trustProxy: ['loopback'] }, build: { loggerInstance: logger } });
  });
  afterAll(() => ctx.close());

  const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

  it('writes one line per request with its id, method, path, status and time', async () => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/api/translations/en?x=1',
      headers: { 'x-request-id': 'haproxy-id-1' },
    });
    expect(answer.headers['x-request-id']).toBe('haproxy-id-1');
    const logged = linesOf('haproxy-id-1');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      url: '/api/translations/en?x=1',
      status: answer.statusCode,
      ip: '127.0.0.1',
    });
    expect(typeof logged[0].ms).toBe('number');
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/no-such-route',
      headers: { 'x-request-id': 'id-2' },
    });
    expect(missing.statusCode).toBe(404);
    expect(linesOf('id-2')).toEqual([expect.objectContaining({ status: 404, method: 'POST' })]);
  });

  it('leaves out health checks that pass, and logs one that fails', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'live-1' } });
    expect(linesOf('live-1')).toEqual([]);
    // No job queue runs in this app, so readiness fails.
    const ready = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/ready',
      headers: { 'x-request-id': 'ready-1' },
    });
    expect(ready.statusCode).toBe(503);
    expect(linesOf('ready-1')).toEqual([
      expect.objectContaining({ level: 40, status: 503, msg: 'request failed' }),
    ]);
  });
});
