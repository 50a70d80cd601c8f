/** Timing and reporting helpers of npm run bench:results. */

export type Outcome = { name: string; ok: boolean };
export const outcomes: Outcome[] = [];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const formatMs = (ms: number) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

/** Prints which targets were missed, or that all were met; exits 1 on a miss, 0 otherwise. */
export function exitWithOutcomes(): never {
  const missed = outcomes.filter((outcome) => !outcome.ok);
  console.log(missed.length ? `MISSED: ${missed.map((m) => m.name).join('; ')}` : 'All targets met.');
  process.exit(missed.length ? 1 : 0);
}

/** Prints `name  figure  (target ≤ …)  OK|MISSED` and remembers whether the target was met. */
export function report(name: string, figure: string, target: string, ok: boolean) {
  outcomes.push({ name, ok });
  console.log(`${name.padEnd(44)} ${figure.padEnd(22)} (target ${target})  ${ok ? 'OK' : 'MISSED'}`);
}

export function info(name: string, figure: string) {
  console.log(`${name.padEnd(44)} ${figure}`);
}

/**
 * p95 of `samples` calls after `warmups`; when a warm-up alone takes more than 10 × the target,
 * three samples are enough to say the target is missed.
 */
export async function measureP95(
  name: string,
  targetMs: number,
  call: () => Promise<void>,
  { warmups = 3, samples = 30 } = {},
) {
  let slowest = 0;
  for (let i = 0; i < warmups; i++) {
    const started = performance.now();
    await call();
    slowest = Math.max(slowest, performance.now() - started);
  }
  const count = slowest > targetMs * 10 ? 3 : samples;
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  report(
    name,
    `p95 ${formatMs(p95)} (p50 ${formatMs(percentile(times, 50))}, n=${count})`,
    `≤ ${formatMs(targetMs)}`,
    p95 <= targetMs,
  );
  return p95;
}

/** Runs `work` with RSS sampled every 50 ms after a full GC; answers seconds and the RSS growth in MB. */
export async function withMemory<T>(work: () => Promise<T>) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    const mb = (bytes: number) => bytes / 1024 / 1024;
    return {
      result,
      seconds: (performance.now() - started) / 1000,
      growthMb: mb(peak - before),
      rssMb: { before: mb(before), peak: mb(peak) },
    };
  } finally {
    clearInterval(sampler);
  }
}

export async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

export { formatMs };
