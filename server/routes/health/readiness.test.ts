import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('GET /api/health/live and /api/health/ready', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ withQueue: true });
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('is live and ready once migrations and the queue are up', async () => {
    expect((await get('/api/health/live')).json()).toEqual({ status: 200, data: { live: true } });
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ ready: true, draining: false, queue: 'running' });
  });

  it('is not ready while draining, and answers close their connections', async () => {
    ctx.deps.draining = true;
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().data).toMatchObject({ ready: false, draining: true });
      expect((await get('/api/health/live')).headers.connection).toBe('close');
    } finally {
      ctx.deps.draining = false;
    }
  });

  it('is not ready without a running queue, yet still live', async () => {
    await ctx.deps.queue?.stop();
    expect((await get('/api/health/ready')).statusCode).toBe(503);
    expect((await get('/api/health/live')).statusCode).toBe(200);
  });
});
