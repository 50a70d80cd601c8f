import { Gauge } from 'prom-client';
import type { Database } from '../db/client';
import { metricsRegistry } from './registry';

/** The gauges' names, so registering again (another database) replaces them. */
const registered: string[] = [];

function gauge(name: string, help: string, labelNames: string[], collect: (metric: Gauge) => Promise<void>) {
  const metric: Gauge = new Gauge({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    async collect() {
      metric.reset();
      await collect(metric);
    },
  });
  registered.push(name);
}

/** Job counts per queue and state, and how long the oldest job ready to run has waited. */
const queueSql = `
  select name, state, count(*)::int as jobs,
    coalesce(extract(epoch from now() - min(created_on) filter (where start_after <= now())), 0)::float as oldest
  from pgboss.job where state in ('created', 'retry', 'active') group by name, state`;

/** Finished responses not yet in the results cube (partial index responses_uncounted_idx). */
const foldLagSql = `
  select count(*)::int as pending, coalesce(extract(epoch from now() - min(finished_at)), 0)::float as oldest
  from responses where status = 'finished' and not counted`;

/**
 * Gauges read when Prometheus scrapes: the connection pool, the job queue (depth and age), and the
 * results folder's lag. The queue and folder figures are the whole cluster's (they live in PostgreSQL).
 */
export function registerDatabaseMetrics(database: Database): void {
  for (const name of registered.splice(0)) metricsRegistry.removeSingleMetric(name);

  gauge(
    'balss_db_pool_connections',
    'Database pool connections by state',
    ['pool', 'state'],
    async (metric) => {
      for (const [pool, stats] of Object.entries(database.poolStats?.() ?? {})) {
        for (const [state, count] of Object.entries(stats)) metric.set({ pool, state }, count);
      }
    },
  );

  const queueRows = async () =>
    (await database.executeSql(queueSql)).rows as {
      name: string;
      state: string;
      jobs: number;
      oldest: number;
    }[];
  gauge(
    'balss_queue_jobs',
    'Jobs by queue and state (created, retry: waiting; active: running)',
    ['queue', 'state'],
    async (metric) => {
      for (const row of await queueRows())
        metric.set({ queue: row.name, state: row.state }, Number(row.jobs));
    },
  );
  gauge(
    'balss_queue_oldest_waiting_seconds',
    'Age of the oldest job due and not yet taken, by queue',
    ['queue'],
    async (metric) => {
      const oldest = new Map<string, number>();
      for (const row of await queueRows()) {
        if (row.state !== 'active')
          oldest.set(row.name, Math.max(oldest.get(row.name) ?? 0, Number(row.oldest)));
      }
      for (const [queue, seconds] of oldest) metric.set({ queue }, seconds);
    },
  );

  const foldLag = async () =>
    (await database.executeSql(foldLagSql)).rows[0] as { pending: number; oldest: number };
  gauge(
    'balss_results_pending_responses',
    'Finished responses the results folder has not counted yet',
    [],
    async (metric) => {
      metric.set(Number((await foldLag()).pending));
    },
  );
  gauge(
    'balss_results_lag_seconds',
    'Age of the oldest finished response not yet counted into the results',
    [],
    async (metric) => {
      metric.set(Number((await foldLag()).oldest));
    },
  );
}
