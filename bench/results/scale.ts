/**
 * The sizes of npm run bench:results: `--scale=small|default|country` (BENCH_RESULTS_SCALE=small
 * still works; the flag wins), and the targets that change with the size (issue 20: a country).
 */
export type ResultsScale = 'small' | 'default' | 'country';

type Sizes = { school: number; parentSchools: number; parent: number };
type Targets = {
  /** The folder, responses per second. */
  foldPerSecond: number;
  parentDashboardMs: number;
  /** One page of the heat map at this size. */
  heatMapMs: number;
  definedBenchmarkMs: number;
};

const scales: Record<ResultsScale, { sizes: Sizes; targets: Targets }> = {
  small: {
    sizes: { school: 10_000, parentSchools: 50, parent: 100_000 },
    targets: { foldPerSecond: 5000, parentDashboardMs: 500, heatMapMs: 500, definedBenchmarkMs: 30_000 },
  },
  default: {
    sizes: { school: 100_000, parentSchools: 500, parent: 1_000_000 },
    targets: { foldPerSecond: 5000, parentDashboardMs: 500, heatMapMs: 500, definedBenchmarkMs: 30_000 },
  },
  country: {
    sizes: { school: 100_000, parentSchools: 10_000, parent: 10_000_000 },
    targets: { foldPerSecond: 20_000, parentDashboardMs: 300, heatMapMs: 1000, definedBenchmarkMs: 300_000 },
  },
};

/** The scale asked for; an unknown one stops the bench with the ones it knows. */
export function resultsScale(argv = process.argv, env = process.env): ResultsScale {
  const flag = argv.find((arg) => arg.startsWith('--scale='))?.slice('--scale='.length);
  const asked = flag ?? env.BENCH_RESULTS_SCALE ?? 'default';
  if (asked in scales) return asked as ResultsScale;
  throw new Error(`unknown scale "${asked}": use --scale=small, --scale=default or --scale=country`);
}

export const scale = resultsScale();
export const { sizes, targets } = scales[scale];

/**
 * At the country scale the parent period's question filter is left out: building it maps all
 * 10,000,000 responses into filter members, which no country target is about.
 */
export const parentQuestionFilter = scale !== 'country';
