import { type JobDefinition, startQueue } from '../jobs/queue';
import { leaseTestJob } from './leaseTestJob';
import { openTestDatabase } from './testDatabase';

/**
 * Another server's job worker for server/jobs/queue.lease.test.ts: the lease test job on the test
 * file's database, with the lease given in TEST_LEASE_SECONDS and the work time in TEST_WORK_MS.
 */
const silentLogger = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };
const database = await openTestDatabase();
const queue = await startQueue(
  database,
  [leaseTestJob(database, 'worker process', Number(process.env.TEST_WORK_MS)) as JobDefinition],
  silentLogger,
  { leaseSeconds: Number(process.env.TEST_LEASE_SECONDS), sweepSeconds: 1 },
);
process.stdout.write('listening worker-process\n');
process.once('SIGTERM', () => {
  void queue
    .stop(1000)
    .then(() => database.close())
    .finally(() => process.exit(0));
});
