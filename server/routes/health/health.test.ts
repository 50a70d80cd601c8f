import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('GET /api/health', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ withQueue: true });
  });
  afterAll(() => ctx.close());

  it('reports the database, the migrations and the queue', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({ healthy: true, database: 'ok', queue: 'running' });
    expect(body.data.migrations.current).toBe(true);
    expect(body.data.migrations.applied).toBeGreaterThan(0);
  });

  it('answers 503 when the queue has stopped', async () => {
    await ctx.deps.queue?.stop();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().data).toMatchObject({ healthy: false, queue: 'stopped' });
  });
});
