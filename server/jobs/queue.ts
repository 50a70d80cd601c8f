import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Logger } from '../logger';

export type JobHandler<T> = (data: T) => Promise<void>;

export type JobDefinition<T = unknown> = {
  name: string;
  /** Cron expression, for jobs that run on a schedule. */
  cron?: string;
  handle: JobHandler<T>;
};

export type Queue = {
  send: <T extends object>(name: string, data: T, options?: { startAfter?: Date }) => Promise<string | null>;
  isRunning: () => boolean;
  /**
   * Takes no more jobs and waits up to `timeoutMs` (default 5 s) for the running ones; those still
   * running then are failed back to the queue (pg-boss retries them, on whichever server takes them).
   */
  stop: (timeoutMs?: number) => Promise<void>;
};

export type LeaseOptions = {
  /** A running job belongs to its server for this long after its last heartbeat. */
  leaseSeconds: number;
  /** How often every server looks for running jobs whose lease ran out. */
  sweepSeconds: number;
};

/**
 * A server killed with kill -9 (or a lost machine) cannot fail its running jobs back, and pg-boss 10
 * would leave them active until their expiry (15 minutes), which also bounds a healthy long import. So
 * each running job holds a lease instead: from `leaseSeconds / 3` after its start its server renews it
 * every `leaseSeconds / 3` (the job row's `output`, which pg-boss overwrites when the job ends), and
 * every server fails back to pg-boss the running jobs whose lease ran out (or that never renewed one
 * within `leaseSeconds` of starting); pg-boss then retries them on whichever server fetches them first.
 * A job is thus handed over within leaseSeconds + sweepSeconds + pg-boss's polling (2 s). A job shorter
 * than a third of the lease writes nothing. Job bodies are idempotent (each checks its record's status
 * first), since a server that lost its lease (a stall longer than the lease) may still finish.
 */
export const defaultLease: LeaseOptions = { leaseSeconds: 60, sweepSeconds: 15 };

const renewLeaseSql = `
  UPDATE pgboss.job SET output = jsonb_build_object('leaseUntil', now() + make_interval(secs => $4))
   WHERE name = $1 AND id = $2 AND started_on = $3 AND state = 'active'`;
const expiredLeasesSql = `
  SELECT name, id FROM pgboss.job
   WHERE state = 'active'
     AND COALESCE((output->>'leaseUntil')::timestamptz, started_on + make_interval(secs => $1)) < now()`;

/** pg-boss on PostgreSQL, or on PGlite through the database's own executeSql. */
export async function startQueue(
  database: Database,
  jobs: JobDefinition[],
  logger: Logger,
  lease: LeaseOptions = defaultLease,
): Promise<Queue> {
  const options = { schema: 'pgboss', maintenanceIntervalSeconds: 300 };
  const boss =
    database.kind === 'pg' && database.connectionString
      ? new PgBoss({ ...options, connectionString: database.connectionString, max: 4 })
      : new PgBoss({ ...options, db: { executeSql: (text, values) => database.executeSql(text, values) } });
  let running = false;
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  running = true;
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.work(job.name, { includeMetadata: true }, async (batch) => {
      for (const item of batch) {
        const renew = () =>
          database
            .executeSql(renewLeaseSql, [item.name, item.id, item.startedOn, lease.leaseSeconds])
            .catch((error: unknown) =>
              logger.warn({ err: error, job: item.id }, 'renewing a job lease failed'),
            );
        const heartbeat = setInterval(renew, (lease.leaseSeconds * 1000) / 3);
        heartbeat.unref();
        try {
          await job.handle(item.data);
        } finally {
          clearInterval(heartbeat);
        }
      }
    });
    if (job.cron) await boss.schedule(job.name, job.cron);
  }
  async function sweep() {
    const expired = await database.executeSql(expiredLeasesSql, [lease.leaseSeconds]);
    for (const { name, id } of expired.rows as { name: string; id: string }[]) {
      logger.warn({ queue: name, job: id }, 'job lease ran out (its server stopped): handing it over');
      await boss.fail(name, id, { message: 'the server running this job stopped renewing its lease' });
    }
  }
  let sweeping = Promise.resolve();
  const sweeper = setInterval(() => {
    sweeping = sweeping
      .then(sweep)
      .catch((error: unknown) => logger.error({ err: error }, 'sweeping job leases failed'));
  }, lease.sweepSeconds * 1000);
  sweeper.unref();
  return {
    send: (name, data, options) => boss.send(name, data, options ?? {}),
    isRunning: () => running,
    stop: async (timeoutMs = 5000) => {
      running = false;
      clearInterval(sweeper);
      await sweeping;
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}
