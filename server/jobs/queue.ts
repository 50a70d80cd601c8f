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

/** pg-boss on PostgreSQL, or on PGlite through the database's own executeSql. */
export async function startQueue(database: Database, jobs: JobDefinition[], logger: Logger): Promise<Queue> {
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
    await boss.work(job.name, async (batch) => {
      for (const item of batch) await job.handle(item.data);
    });
    if (job.cron) await boss.schedule(job.name, job.cron);
  }
  return {
    send: (name, data, options) => boss.send(name, data, options ?? {}),
    isRunning: () => running,
    stop: async (timeoutMs = 5000) => {
      running = false;
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}
