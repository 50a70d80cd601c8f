import {
  type BenchmarkPoint,
  parentAggregateBenchmarkId,
  type ResultsSummary,
} from '../../../common/results/types';
import type { Db } from '../../db/client';
import type { BenchmarkValue } from '../../db/schema/results';
import { type BenchmarkListRow, benchmarksFromRows, loadBenchmarks } from '../benchmarks/benchmarkQueries';
import { loadParentAggregate } from './parentAggregate';
import type { ResultsScope } from './resultsScope';

const pointOf = (value: BenchmarkValue | undefined): BenchmarkPoint | null =>
  value ? { score: value.score, favourable: value.favourable } : null;

/**
 * The benchmarks a summary may show, read while its counts are read (see loadResultsSummary);
 * `listed`: the rows of benchmarkListSql, already read with the counts.
 */
export async function loadBenchmarkChoices(
  db: Db,
  scope: ResultsScope,
  benchmarkId: number | null,
  listed?: BenchmarkListRow[],
) {
  const [loaded, aggregate] = await Promise.all([
    listed ? benchmarksFromRows(db, scope, listed, benchmarkId) : loadBenchmarks(db, scope, benchmarkId),
    loadParentAggregate(db, scope),
  ]);
  return { loaded, aggregate, benchmarkId };
}

/**
 * The chosen benchmark beside each shown question and pillar (keys: question key, `pillar:<id>`).
 * A school-level reader of a parent period may also choose the parent's aggregate, listed first.
 */
export function attachBenchmarks(
  summary: ResultsSummary,
  { loaded, aggregate, benchmarkId }: Awaited<ReturnType<typeof loadBenchmarkChoices>>,
): ResultsSummary {
  const aggregateChosen = aggregate !== null && benchmarkId === parentAggregateBenchmarkId;
  const list = aggregate ? [aggregate.summary, ...loaded.list] : loaded.list;
  const selected = aggregateChosen ? parentAggregateBenchmarkId : loaded.selected;
  const values = aggregateChosen ? aggregate.values : loaded.values;
  if (!values) return { ...summary, benchmarks: { list, selected } };
  return {
    ...summary,
    questions: summary.questions.map((question) => ({
      ...question,
      benchmark: pointOf(values[question.key]),
    })),
    pillars: summary.pillars.map((pillar) => ({
      ...pillar,
      benchmark: pointOf(values[`pillar:${pillar.id}`]),
    })),
    benchmarks: { list, selected },
  };
}
