/**
 * The statistics behind every verdict the results give (screens, PDF, Excel, action plans): Welch's
 * t-test with the t distribution and Welch–Satterthwaite degrees of freedom for two independent
 * groups, a paired t-test for the same respondents, Wilson intervals for shares, and the
 * Benjamini–Hochberg rule for the many verdicts one screen gives at once. Written here (about a
 * hundred lines) rather than taken from jstat (130 kB untyped, not tree-shaken, also shipped to the
 * browser) or @stdlib (200+ packages for the t distribution); `statistics.reference.json`, made by
 * scipy, holds it to 1e-6 (scripts/statistics/reference.py).
 */

/** Respondents, mean and sample variance (n − 1) of one group's values. */
export type Sample = { n: number; mean: number; variance: number };

/** A test's outcome: the estimated difference, t, its degrees of freedom and the two-sided p-value. */
export type TestResult = { difference: number; t: number; df: number; p: number };

/** The level of every test and of the intervals: 5 % two-sided, 95 % intervals. */
export const significanceLevel = 0.05;
/** The normal quantile of 97.5 % (scipy.stats.norm.ppf(0.975)). */
const z975 = 1.959963984540054;

/** The sample of values given as value → count (e.g. a question's answers on its scale). */
export function sampleOfCounts(counts: { value: number; count: number }[]): Sample {
  const used = counts.filter((entry) => Number.isFinite(entry.value) && entry.count > 0);
  const n = used.reduce((sum, entry) => sum + entry.count, 0);
  if (n === 0) return { n: 0, mean: 0, variance: 0 };
  const mean = used.reduce((sum, entry) => sum + entry.value * entry.count, 0) / n;
  const squares = used.reduce((sum, entry) => sum + entry.count * (entry.value - mean) ** 2, 0);
  return { n, mean, variance: n > 1 ? squares / (n - 1) : 0 };
}

const lanczos = [
  0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406,
  12.507343278686905, -0.13857109526572012, 9.984369578019572e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7: about 15 significant digits). */
function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const shifted = x - 1;
  let sum = lanczos[0];
  for (let i = 1; i < lanczos.length; i++) sum += lanczos[i] / (shifted + i);
  const t = shifted + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The continued fraction of the incomplete beta function (modified Lentz). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  d = 1 / (Math.abs(d) < tiny ? tiny : d);
  let result = d;
  for (let m = 1; m <= 500; m++) {
    const m2 = 2 * m;
    for (const step of [
      (m * (b - m) * x) / ((a + m2 - 1) * (a + m2)),
      (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1)),
    ]) {
      d = 1 + step * d;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = 1 + step / c;
      if (Math.abs(c) < tiny) c = tiny;
      result *= d * c;
    }
    if (Math.abs(d * c - 1) < 1e-15) break;
  }
  return result;
}

/** The regularised incomplete beta function I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
  return x < (a + 1) / (a + b + 2)
    ? (front * betaFraction(a, b, x)) / a
    : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** P(|T| ≥ |t|) for Student's t with `df` degrees of freedom (df may be fractional, as Welch's is). */
export function twoSidedP(t: number, df: number): number {
  if (!Number.isFinite(t)) return 0;
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

/**
 * Welch's t-test of mean(b) − mean(a): no equal variances assumed, degrees of freedom by
 * Welch–Satterthwaite. Null when either group has fewer than 2 values. Two groups without any
 * spread (everyone answered alike on each side) differ for certain when their means differ.
 */
export function welchTest(a: Sample, b: Sample): TestResult | null {
  if (a.n < 2 || b.n < 2) return null;
  const difference = b.mean - a.mean;
  const va = a.variance / a.n;
  const vb = b.variance / b.n;
  const se = Math.sqrt(va + vb);
  if (!(se > 0)) {
    const df = a.n + b.n - 2;
    return difference === 0
      ? { difference, t: 0, df, p: 1 }
      : { difference, t: Math.sign(difference) * Infinity, df, p: 0 };
  }
  const df = (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
  const t = difference / se;
  return { difference, t, df, p: twoSidedP(t, df) };
}

/**
 * The paired t-test: whether the mean of per-respondent differences (e.g. one theme less the
 * respondent's other themes) is other than 0. `differences` is the sample of those differences.
 */
export function pairedTest(differences: Sample): TestResult | null {
  if (differences.n < 2) return null;
  const df = differences.n - 1;
  const se = Math.sqrt(differences.variance / differences.n);
  const difference = differences.mean;
  if (!(se > 0))
    return difference === 0
      ? { difference, t: 0, df, p: 1 }
      : { difference, t: Math.sign(difference) * Infinity, df, p: 0 };
  const t = difference / se;
  return { difference, t, df, p: twoSidedP(t, df) };
}

/** A 95 % interval of a share (0..1). */
export type Interval = { low: number; high: number };

/** The Wilson score interval (95 %) of `successes` out of `n`; null when n is 0. */
export function wilsonInterval(successes: number, n: number): Interval | null {
  if (!(n > 0)) return null;
  const p = successes / n;
  const z2 = z975 * z975;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z975 / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Below this many answers a figure carries a caution whatever its interval. */
export const smallGroupSize = 10;
/** An interval wider than ± this (a share, 15 points) carries a caution too. */
export const wideIntervalHalf = 0.15;

/** Whether a share of `n` answers with this interval is uncertain enough to say so beside it. */
export function needsCaution(n: number, interval: Interval | null): boolean {
  if (n < smallGroupSize) return true;
  return interval !== null && interval.high - interval.low > 2 * wideIntervalHalf;
}

/**
 * Benjamini–Hochberg adjusted p-values (R's p.adjust(method = "BH")); nulls (no test) stay null and
 * do not count among the tests.
 */
export function adjustedPValues(pValues: (number | null)[]): (number | null)[] {
  const tested = pValues
    .map((p, index) => ({ p, index }))
    .filter((entry): entry is { p: number; index: number } => entry.p !== null)
    .sort((a, b) => b.p - a.p);
  const m = tested.length;
  const adjusted: (number | null)[] = pValues.map(() => null);
  let smallest = 1;
  tested.forEach((entry, position) => {
    const rank = m - position;
    smallest = Math.min(smallest, (entry.p * m) / rank);
    adjusted[entry.index] = smallest;
  });
  return adjusted;
}

/**
 * The rule for the many verdicts one table gives at once: a difference is called larger than chance
 * when its Benjamini–Hochberg adjusted p-value is below 5 %, so of the differences called real, at
 * most about one in twenty is expected to be chance, however many rows the table has. Null stays
 * null (too few answers to test).
 */
export function largerThanChance(pValues: (number | null)[]): (boolean | null)[] {
  return adjustedPValues(pValues).map((p) => (p === null ? null : p < significanceLevel));
}

/** A share with what a reader needs to weigh it: its count, its 95 % interval, and whether to caution. */
export type WeighedShare = { count: number; n: number; interval: Interval; caution: boolean };

/** A share (0..1) of `n` answers with its Wilson interval and caution; null without answers. */
export function weighShare(share: number | null, n: number): WeighedShare | null {
  if (share === null || !(n > 0)) return null;
  const count = Math.round(share * n);
  const interval = wilsonInterval(count, n) as Interval;
  return { count, n, interval, caution: needsCaution(n, interval) };
}
