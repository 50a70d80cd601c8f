import type { BenchmarkPoint, ResultsSummary } from '../../../common/results/types';
import type { Db } from '../../db/client';
import type { BenchmarkValue } from '../../db/schema/results';
import { loadBenchmarks } from '../benchmarks/benchmarkQueries';
import type { ResultsScope } from './resultsScope';

const pointOf = (value: BenchmarkValue | undefined): BenchmarkPoint | null =>
  value ? { score: value.score, favourable: value.favourable } : null;

/** The chosen benchmark beside each shown question and pillar (keys: question key, `pillar:<id>`). */
export async function attachBenchmarks(
  db: Db,
  scope: ResultsScope,
  summary: ResultsSummary,
  benchmarkId: number | null,
): Promise<ResultsSummary> {
  const { list, selected, values } = await loadBenchmarks(db, scope, benchmarkId);
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
