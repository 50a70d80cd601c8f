import { newResponseId } from '../../common/survey/responseId';
import type { HttpClient } from '../httpClient';

export type ThroughputResult = {
  acknowledged: string[];
  errors: number;
  errorSamples: string[];
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
};

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0;

/** `connections` clients each submit finished responses with fresh ids, back to back, for `seconds`. */
export async function runThroughput(
  client: HttpClient,
  publicToken: string,
  body: Buffer,
  connections: number,
  seconds: number,
): Promise<ThroughputResult> {
  const acknowledged: string[] = [];
  const latencies: number[] = [];
  const errorSamples: string[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;

  async function clientLoop() {
    while (performance.now() < until) {
      const id = newResponseId();
      const sent = performance.now();
      try {
        const reply = await client.send('PUT', `/api/public-polls/${publicToken}/responses/${id}`, body);
        latencies.push(performance.now() - sent);
        if (reply.status === 200 && reply.body.includes('"finished"')) acknowledged.push(id);
        else {
          errors++;
          if (errorSamples.length < 5) errorSamples.push(`${reply.status} ${reply.body.slice(0, 200)}`);
        }
      } catch (error) {
        errors++;
        if (errorSamples.length < 5) errorSamples.push(String(error));
      }
    }
  }

  await Promise.all(Array.from({ length: connections }, clientLoop));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    acknowledged,
    errors,
    errorSamples,
    seconds: elapsed,
    perSecond: acknowledged.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : 0,
  };
}
