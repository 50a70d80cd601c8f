import type { DistributionEntry } from './types';

/** Two-sided 5 % level of the normal distribution, used for both tests. */
const criticalValue = 1.96;

type Sample = { n: number; mean: number; variance: number };

function sampleOf(distribution: DistributionEntry[]): Sample {
  const numeric = distribution
    .map((entry) => ({ value: Number(entry.value), count: entry.count }))
    .filter((entry) => Number.isFinite(entry.value) && entry.count > 0);
  const n = numeric.reduce((sum, entry) => sum + entry.count, 0);
  if (n === 0) return { n, mean: 0, variance: 0 };
  const mean = numeric.reduce((sum, entry) => sum + entry.value * entry.count, 0) / n;
  const squares = numeric.reduce((sum, entry) => sum + entry.count * (entry.value - mean) ** 2, 0);
  return { n, mean, variance: n > 1 ? squares / (n - 1) : 0 };
}

/** Welch's t-test on two distributions of numeric answers; null when either side has fewer than 2 answers. */
export function meanChangeIsMeaningful(a: DistributionEntry[], b: DistributionEntry[]): boolean | null {
  const left = sampleOf(a);
  const right = sampleOf(b);
  if (left.n < 2 || right.n < 2) return null;
  const standardError = Math.sqrt(left.variance / left.n + right.variance / right.n);
  // Both sides gave one answer each: any difference at all is certain.
  if (standardError === 0) return left.mean !== right.mean;
  return Math.abs(left.mean - right.mean) / standardError >= criticalValue;
}

/** Two-proportion z-test on shares p1 of n1 and p2 of n2. */
export function shareChangeIsMeaningful(p1: number, n1: number, p2: number, n2: number): boolean | null {
  if (n1 < 2 || n2 < 2) return null;
  const pooled = (p1 * n1 + p2 * n2) / (n1 + n2);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (!(standardError > 0)) return p1 === p2 ? false : null;
  return Math.abs(p1 - p2) / standardError >= criticalValue;
}
