import { newResponseId } from '../../common/survey/responseId';
import type { HttpClient } from '../httpClient';

export type RetryingLoadResult = {
  /** Response ids the API answered 200 finished for (each once, however many tries it took). */
  acknowledged: string[];
  /** Attempts that failed (connection cut by a killed server, 502/503 from the balancer) and were retried. */
  retriedAttempts: number;
  /** Submissions still unacknowledged when the time to retry ran out. */
  gaveUp: string[];
  errorSamples: string[];
  seconds: number;
  perSecond: number;
};

/**
 * `connections` clients submit finished responses for `seconds`, as the poll page does: each response
 * has its own id (a receipt the API stores with it), and a try that was not acknowledged is sent again
 * with the same id until it is (the API answers `repeated: true` when the first try had been stored).
 * Submissions in progress at the end keep retrying for up to `retrySeconds`.
 */
export async function runRetryingLoad(
  client: HttpClient,
  publicToken: string,
  body: Buffer,
  connections: number,
  seconds: number,
  retrySeconds = 60,
): Promise<RetryingLoadResult> {
  const acknowledged: string[] = [];
  const gaveUp: string[] = [];
  const errorSamples: string[] = [];
  let retriedAttempts = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const retryUntil = until + retrySeconds * 1000;

  async function submit(id: string) {
    while (performance.now() < retryUntil) {
      try {
        const reply = await client.send('PUT', `/api/public-polls/${publicToken}/responses/${id}`, body);
        if (reply.status === 200 && reply.body.includes('"finished"')) {
          acknowledged.push(id);
          return;
        }
        if (errorSamples.length < 5) errorSamples.push(`${reply.status} ${reply.body.slice(0, 160)}`);
      } catch (error) {
        if (errorSamples.length < 5) errorSamples.push(String(error));
      }
      retriedAttempts++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    gaveUp.push(id);
  }

  async function clientLoop() {
    while (performance.now() < until) await submit(newResponseId());
  }

  await Promise.all(Array.from({ length: connections }, clientLoop));
  const elapsed = (performance.now() - started) / 1000;
  return {
    acknowledged,
    retriedAttempts,
    gaveUp,
    errorSamples,
    seconds: elapsed,
    perSecond: acknowledged.length / elapsed,
  };
}
