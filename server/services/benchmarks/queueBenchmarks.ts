import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { computeBenchmarksJobName } from './computeBenchmarks';

/** Benchmarks are also recomputed nightly, so a failed send only delays them. */
export async function queueBenchmarks(queue: AppDeps['queue'], log: FastifyBaseLogger) {
  await queue?.send(computeBenchmarksJobName, {}).catch((error: unknown) => {
    log.warn({ err: error }, 'compute-benchmarks not queued after a period change');
  });
}
