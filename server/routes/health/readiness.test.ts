import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
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

  it('is ready on a database a newer release has migrated further (a rollback)', async () => {
    const sql = ctx.deps.database.executeSql;
    await sql(
      "insert into drizzle.__drizzle_migrations (hash, created_at) values ('a newer release', 99999999999999)",
    );
    const previousRelease = await buildApp(ctx.deps);
    try {
      const ready = await previousRelease.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      const health = await previousRelease.inject({ method: 'GET', url: '/api/health' });
      expect(health.json().data.migrations).toMatchObject({ current: true });
    } finally {
      await previousRelease.close();
      await sql("delete from drizzle.__drizzle_migrations where hash = 'a newer release'");
    }
  });

  it('is not ready without a running queue, yet still live', async () => {
    await ctx.deps.queue?.stop();
    expect((await get('/api/health/ready')).statusCode).toBe(503);
    expect((await get('/api/health/live')).statusCode).toBe(200);
  });
});
