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
import { subtractCounts } from './countRows';
import type { ResultsScope } from './resultsScope';

export type ParentAggregate = { summary: BenchmarkSummary; values: Record<string, BenchmarkValue> };

const aggregateName = (periodName: string): Localized => ({
  en: `${periodName}: the other schools`,
  lv: `${periodName}: pārējās skolas`,
  ru: `${periodName}: остальные школы`,
});

/** Child periods with at least one finished response: the schools an aggregate is made of. */
async function periodsWithAnswers(db: Db, periodIds: number[]): Promise<number> {
  const [row] = queryRows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from unnest(${sql.param(periodIds)}::int[]) p(id)
      where exists (select 1 from responses r where r.period_id = p.id and r.status = 'finished')`),
  );
  return Number(row?.n ?? 0);
}

/** The other schools' counts (own school subtracted), without the questions they answered too few of. */
function otherSchools(whole: AnswerCounts, own: AnswerCounts, minGroup: number): AnswerCounts {
  const rest = subtractCounts(whole, own);
  const kept = Object.keys(rest.answered).filter((key) => rest.answered[key] >= minGroup);
  return {
    respondents: rest.respondents,
    answered: Object.fromEntries(kept.map((key) => [key, rest.answered[key]])),
    values: Object.fromEntries(kept.filter((key) => rest.values[key]).map((key) => [key, rest.values[key]])),
  };
}

/**
 * What a school-level reader of a parent period sees of the other schools: their scores together,
 * as a benchmark, without the reader's own school (a benchmark is other schools only). Like a
 * benchmark it needs at least 3 schools with answers, and the other schools must reach the
 * anonymity threshold, overall and on each question.
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
  const ownSchools = await periodsWithAnswers(db, scope.periodIds);
  return {
    summary: {
      id: parentAggregateBenchmarkId,
      name: aggregateName(scope.periods[0].name),
      scope: 'parent_period',
      schoolCount: schoolCount - ownSchools,
      respondentCount: all.respondents - own.respondents,
    },
    values: benchmarkValues(scope.content, otherSchools(all, own, minGroup)),
  };
}
