import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQueue } from './jobs/queue';
import { drainAndStop } from './shutdown';
import { createTestApp, type TestApp } from './test/testApp';

const silentLogger = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };

async function jobState(ctx: TestApp, id: string | null | undefined): Promise<string | undefined> {
  const { rows } = await ctx.deps.database.executeSql('select state from pgboss.job where id = $1', [id]);
  return rows[0]?.state as string | undefined;
}

describe('a graceful stop (SIGTERM)', () => {
  let ctx: TestApp;
  let origin: string;
  // Its own queue per run: on PostgreSQL an earlier run's job, retried, would take the worker.
  const jobName = `shutdown-test-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    ctx = await createTestApp();
    ctx.app.get('/slow-test', async () => {
      await sleep(800);
      return { finished: true };
    });
    // Never settles: the job is still running at the deadline (settling after the database closed would fail).
    const held = new Promise<void>(() => {});
    ctx.deps.queue = await startQueue(
      ctx.deps.database,
      [{ name: jobName, handle: () => held }],
      silentLogger,
    );
    origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers not ready at once, finishes the request in flight, hands the running job back, then refuses', async () => {
    const jobId = await ctx.deps.queue?.send(jobName, {});
    for (let waited = 0; (await jobState(ctx, jobId)) !== 'active'; waited += 100) {
      if (waited > 10_000) throw new Error('the job never started');
      await sleep(100);
    }
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);

    const inFlight = fetch(`${origin}/slow-test`);
    await sleep(100);
    const stopping = drainAndStop({
      app: ctx.app,
      deps: ctx.deps,
      logger: silentLogger,
      drainMs: 300,
      timeoutMs: 1500,
    });

    const draining = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json().data).toMatchObject({ ready: false, draining: true });
    expect(draining.headers.connection).toBe('close');
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ finished: true });

    // The held job never settles, so stopping ends only because the deadline let go of it (a stop that
    // waited for it would hang until the test's timeout); no clock is read, a slow machine passes too.
    await stopping;
    // The job still running at the deadline went back to the queue, for a server that stays to retry.
    expect(await jobState(ctx, jobId)).toBe('retry');
    await expect(fetch(`${origin}/api/health/live`)).rejects.toThrow();
  });
});
