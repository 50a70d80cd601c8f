import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQueue } from '../jobs/queue';
import { createTestApp, type TestApp } from '../test/testApp';
import { registerDatabaseMetrics } from './databaseMetrics';
import { type MetricsServer, startMetricsServer } from './metricsServer';

/** Its own queue per run: the API suite on PostgreSQL shares one database. */
const queueName = `metrics-test-${randomUUID().slice(0, 8)}`;
const silentLogger = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };

describe('Prometheus metrics', () => {
  let ctx: TestApp;
  let metrics: MetricsServer;
  beforeAll(async () => {
    ctx = await createTestApp();
    const jobs = [{ name: queueName, handle: async () => {} }];
    ctx.deps.queue = await startQueue(ctx.deps.database, jobs, silentLogger);
    registerDatabaseMetrics(ctx.deps.database);
    metrics = await startMetricsServer({ port: 0, host: '127.0.0.1' }, silentLogger);
  });
  afterAll(async () => {
    await metrics.close();
    await ctx.close();
  });

  it('reports requests per route and status with their times, the queue and the results lag', async () => {
    // Due in an hour: it waits in the queue while the test reads it.
    await ctx.deps.queue?.send(queueName, {}, { startAfter: new Date(Date.now() + 3600_000) });
    for (let index = 0; index < 3; index++) await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    await ctx.app.inject({ method: 'GET', url: '/api/user' });

    expect(metrics.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const response = await fetch(metrics.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    const value = (line: string) =>
      Number(
        text
          .split('\n')
          .find((row) => row.startsWith(line))
          ?.split(' ')
          .at(-1),
      );

    expect(
      value('balss_http_requests_total{method="GET",route="/api/health/live",status="200"}'),
    ).toBeGreaterThanOrEqual(3);
    expect(
      value('balss_http_requests_total{method="GET",route="/api/user",status="401"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      value('balss_http_request_duration_seconds_count{method="GET",route="/api/health/live"}'),
    ).toBeGreaterThanOrEqual(3);
    expect(value(`balss_queue_jobs{queue="${queueName}",state="created"}`)).toBe(1);
    expect(value(`balss_queue_oldest_waiting_seconds{queue="${queueName}"}`)).toBe(0);
    expect(text).toMatch(/^balss_results_pending_responses \d+$/m);
    expect(text).toMatch(/^balss_results_lag_seconds [\d.e+-]+$/m);
    expect(text).toMatch(/^balss_process_resident_memory_bytes \d+$/m);
    if (ctx.deps.database.kind === 'pg')
      expect(text).toMatch(/^balss_db_pool_connections\{pool="primary",state="total"\} \d+$/m);
  });

  it('answers nothing else, and the app itself does not serve them', async () => {
    expect((await fetch(metrics.url.replace('/metrics', '/'))).status).toBe(404);
    const onApp = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(onApp.body).not.toContain('balss_http_requests_total');
  });
});
