import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { leaseTestJob, leaseTestJobName, leaseTestTableSql } from '../test/leaseTestJob';
import { type ServerProcess, startServerProcess } from '../test/serverProcess';
import { openTestDatabase, realDatabaseUrl } from '../test/testDatabase';
import { type JobDefinition, type Queue, startQueue } from './queue';

const silentLogger = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };
const lease = { leaseSeconds: 3, sweepSeconds: 1 };

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  for (const startedAt = Date.now(); !(await check()); await sleep(100)) {
    if (Date.now() - startedAt > timeoutMs) throw new Error(`not within ${timeoutMs} ms: ${what}`);
  }
}

/**
 * Issue 19: a job whose server is killed with kill -9 is finished by another server within the lease
 * (not pg-boss's 15-minute expiry), once; a job whose server is alive keeps it however long it runs.
 */
describe.skipIf(!realDatabaseUrl)('job leases across servers', () => {
  let database: Database;
  const started: { queues: Queue[]; processes: ServerProcess[] } = { queues: [], processes: [] };

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.executeSql(leaseTestTableSql);
    // pg-boss's schema, made once before the worker process starts its own queue on it.
    started.queues.push(await startQueue(database, [], silentLogger, lease));
  });

  afterAll(async () => {
    for (const child of started.processes) {
      if (child.child.exitCode === null && child.child.signalCode === null) await child.stop();
    }
    for (const queue of started.queues) await queue.stop(1000);
    await database?.close();
  });

  const runs = async (key: string) =>
    (
      await database.executeSql(
        `SELECT server, phase FROM lease_test_runs WHERE key = $1 ORDER BY phase, server`,
        [key],
      )
    ).rows as { server: string; phase: string }[];

  const workerProcess = async (workMs: number) => {
    const child = await startServerProcess('server/test/leaseWorkerProcess.ts', {
      TEST_LEASE_SECONDS: String(lease.leaseSeconds),
      TEST_WORK_MS: String(workMs),
    });
    started.processes.push(child);
    return child;
  };

  it('hands the job of a server killed with kill -9 to another server, which finishes it once', async () => {
    const other = await workerProcess(10 * 60_000);
    const key = randomUUID();
    await started.queues[0].send(leaseTestJobName, { key });
    await until(async () => (await runs(key)).length > 0, 30_000, 'the worker process started the job');
    expect(await runs(key)).toEqual([{ server: 'worker process', phase: 'started' }]);

    other.child.kill('SIGKILL');
    await new Promise((resolve) => other.child.once('exit', resolve));
    const killedAt = Date.now();
    // This process is the server that takes it over: its queue fetches the job once the lease is swept.
    started.queues.push(
      await startQueue(
        database,
        [leaseTestJob(database, 'this server', 0) as JobDefinition],
        silentLogger,
        lease,
      ),
    );
    await until(
      async () => (await runs(key)).some((run) => run.phase === 'finished'),
      60_000,
      'the job finished by this server',
    );
    const handedOverSeconds = (Date.now() - killedAt) / 1000;

    expect(await runs(key)).toEqual([
      { server: 'this server', phase: 'finished' },
      { server: 'this server', phase: 'started' },
      { server: 'worker process', phase: 'started' },
    ]);
    const [job] = (
      await database.executeSql(
        `SELECT state, retry_count FROM pgboss.job WHERE name = $1 AND data->>'key' = $2`,
        [leaseTestJobName, key],
      )
    ).rows;
    expect(job).toEqual({ state: 'completed', retry_count: 1 });
    // The lease (3 s), a sweep (1 s) and pg-boss's polling (2 s), with room for a loaded machine; without
    // the lease pg-boss would have waited out the job's 15-minute expiry.
    expect(handedOverSeconds).toBeLessThan(45);
    await started.queues.pop()?.stop(1000);
  }, 120_000);

  it('leaves a job running four times the lease with its live server, which renews the lease', async () => {
    // The worker process works the job; this process sweeps the leases every second. Had the sweep
    // taken the job away, the worker process would have started it a second time.
    await workerProcess(4 * lease.leaseSeconds * 1000);
    const key = randomUUID();
    await started.queues[0].send(leaseTestJobName, { key });
    await until(async () => (await runs(key)).length > 0, 30_000, 'the worker process started the job');
    await until(
      async () => (await runs(key)).some((run) => run.phase === 'finished'),
      60_000,
      'the job finished',
    );
    expect(await runs(key)).toEqual([
      { server: 'worker process', phase: 'finished' },
      { server: 'worker process', phase: 'started' },
    ]);
  }, 120_000);
});
