import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../db/client';
import type { JobDefinition } from '../jobs/queue';

export const leaseTestJobName = 'lease-test';

export const leaseTestTableSql = `
  CREATE TABLE IF NOT EXISTS lease_test_runs (key text NOT NULL, server text NOT NULL, phase text NOT NULL);
  CREATE UNIQUE INDEX IF NOT EXISTS lease_test_runs_finished ON lease_test_runs (key) WHERE phase = 'finished'`;

/**
 * The job of the job-lease tests (server/jobs/queue.ts): records that `server` started it, works for
 * `workMs`, records that it finished. Idempotent like the real job bodies: a run that finds the key
 * finished does nothing, and the finished row is unique per key.
 */
export function leaseTestJob(
  database: Database,
  server: string,
  workMs: number,
): JobDefinition<{ key: string }> {
  return {
    name: leaseTestJobName,
    handle: async ({ key }) => {
      const done = await database.executeSql(
        `SELECT 1 FROM lease_test_runs WHERE key = $1 AND phase = 'finished'`,
        [key],
      );
      if (done.rows.length) return;
      await database.executeSql(`INSERT INTO lease_test_runs VALUES ($1, $2, 'started')`, [key, server]);
      await sleep(workMs);
      await database.executeSql(
        `INSERT INTO lease_test_runs VALUES ($1, $2, 'finished') ON CONFLICT DO NOTHING`,
        [key, server],
      );
    },
  };
}
