import { sql } from 'drizzle-orm';
import type { AnswerCounts } from '../../../common/results/scoring';
import { type BenchmarkSummary, parentAggregateBenchmarkId } from '../../../common/results/types';
import type { Localized } from '../../../common/survey/content';
import type { Db } from '../../db/client';
import type { BenchmarkValue } from '../../db/schema/results';
import { benchmarkValues } from '../benchmarks/benchmarkValues';
import { minBenchmarkSchools } from '../benchmarks/computeBenchmarks';
import { queryRows } from '../resultCells/queryRows';
import { loadAnswerCounts } from './answerCounts';
import type { ResultsScope } from './resultsScope';

export type ParentAggregate = { summary: BenchmarkSummary; values: Record<string, BenchmarkValue> };

const aggregateName = (periodName: string): Localized => ({
  en: `${periodName}: all schools`,
  lv: `${periodName}: visas skolas`,
  ru: `${periodName}: все школы`,
});

/** Child periods with at least one finished response: the schools an aggregate is made of. */
async function periodsWithAnswers(db: Db, periodIds: number[]): Promise<number> {
  const [row] = queryRows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from unnest(${sql.param(periodIds)}::int[]) p(id)
      where exists (select 1 from responses r where r.period_id = p.id and r.status = 'finished')`),
  );
  return Number(row?.n ?? 0);
}

/** The whole's counts without the questions the other schools answered too few of (own school subtracted). */
function withoutSmallRest(whole: AnswerCounts, own: AnswerCounts, minGroup: number): AnswerCounts {
  const kept = Object.keys(whole.answered).filter(
    (key) => whole.answered[key] - (own.answered[key] ?? 0) >= minGroup,
  );
  return {
    respondents: whole.respondents,
    answered: Object.fromEntries(kept.map((key) => [key, whole.answered[key]])),
    values: Object.fromEntries(
      kept.filter((key) => whole.values[key]).map((key) => [key, whole.values[key]]),
    ),
  };
}

/**
 * What a school-level reader of a parent period sees of the other schools: all schools' scores
 * together, as a benchmark. Like a benchmark it needs at least 3 schools with answers, and the
 * other schools (the whole less the reader's school) must reach the anonymity threshold, overall
 * and on each question, or the reader could subtract their own school and see another's.
 */
export async function loadParentAggregate(db: Db, scope: ResultsScope): Promise<ParentAggregate | null> {
  const whole = scope.wholeParent;
  if (!whole) return null;
  const schoolCount = await periodsWithAnswers(db, whole.periodIds);
  if (schoolCount < minBenchmarkSchools) return null;
  const all = await loadAnswerCounts(db, { ...scope, ...whole, ownClassIds: null }, {});
  const own = await loadAnswerCounts(db, { ...scope, ownClassIds: null }, {});
  const { minGroup } = scope.anonymity;
  if (all.respondents - own.respondents < minGroup) return null;
  return {
    summary: {
      id: parentAggregateBenchmarkId,
      name: aggregateName(scope.periods[0].name),
      scope: 'parent_period',
      schoolCount,
      respondentCount: all.respondents,
    },
    values: benchmarkValues(scope.content, withoutSmallRest(all, own, minGroup)),
  };
}
