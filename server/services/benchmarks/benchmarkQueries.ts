import { and, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnswerCounts } from '../../../common/results/scoring';
import type { BenchmarkSummary } from '../../../common/results/types';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/preparedReads';
import { organizations } from '../../db/schema/organizations';
import { type BenchmarkValue, benchmarks } from '../../db/schema/results';
import { surveyPeriods } from '../../db/schema/surveys';
import { periodSchoolYear } from '../periods/schoolYear';
import { opaqueIntArray, scopeOrganizationIds } from '../resultCells/cellReads';
import { queryRows } from '../resultCells/queryRows';
import { subtractCounts } from '../results/countRows';
import type { ResultsScope } from '../results/resultsScope';
import type { ResultsViewer } from '../results/resultsViewer';
import { benchmarkValues } from './benchmarkValues';
import { minBenchmarkSchools } from './computeBenchmarks';
import { loadContributedCounts } from './schoolAnswerCounts';
import { definedBenchmarkValues, usableDefinedCondition } from './usableDefinedBenchmarks';

export type BenchmarkListRow = {
  id: number;
  scope: BenchmarkSummary['scope'];
  name: BenchmarkSummary['name'];
  school_count: number;
  respondent_count: number;
  values: Record<string, BenchmarkValue> | null;
  /** The chosen computed benchmark's answer counts (to take the reader's own school out of). */
  counts: AnswerCounts | null;
  /** Whether a computed benchmark was computed with its counts and periods (else it is not offered). */
  has_counts: boolean;
  /** The periods of the reader's own schools the benchmark counted. */
  own_period_ids: number[];
};

export type LoadedBenchmarks = {
  list: BenchmarkSummary[];
  selected: number | null;
  values: Record<string, BenchmarkValue> | null;
};

/** The calendar year a school year starts in when it starts on 1 September (the label of a span of dates). */
export const schoolYearOf = (date: Date) => date.getUTCFullYear() - (date.getUTCMonth() < 8 ? 1 : 0);

/**
 * Without freemium_results_benchmark a signed-in viewer sees the overall benchmark only (super-admins all);
 * a share link sees what its maker sees (not more to anyone holding it); the demo and a published plan all.
 */
export function seesAllBenchmarks(viewer: ResultsViewer): boolean {
  const claims = viewer.kind === 'identity' ? viewer.claims : viewer.kind === 'share' ? viewer.madeBy : null;
  if (!claims) return true;
  return claims.identityType === 'super_admin' || claims.permissions.includes('freemium_results_benchmark');
}

/** The organisations whose own benchmarks fit the scope: a school's parent, or the organisation itself (a subquery). */
const parentOrganizationIds = (scope: ResultsScope) => sql`
  select case when o.type = 'school' then o.parent_id else o.id end from ${organizations} o
  where o.id = any(${opaqueIntArray(scopeOrganizationIds(scope))})`;

/**
 * The benchmarks a results page may compare with: those of the scope's survey version in the
 * school year of the period start, the overall one first, then the defined ones the viewer may use
 * (usableDefinedCondition), all read in one statement. A benchmarkId not among them selects
 * nothing (an old link, or a benchmark the viewer may not see), which is not an error.
 */
export async function loadBenchmarks(
  db: Db,
  scope: ResultsScope,
  benchmarkId: number | null | undefined,
): Promise<LoadedBenchmarks> {
  const query = benchmarkListSql(scope, benchmarkId);
  if (!query) return { list: [], selected: null, values: null };
  // One prepared statement (its plan kept: planning these conditions cost ~1 ms of every results
  // read, issue 20).
  return benchmarksFromRows(
    db,
    scope,
    queryRows<BenchmarkListRow>(await executePrepared(db, query)),
    benchmarkId,
  );
}

/**
 * loadBenchmarks' statement (null: the scope has no period), rows of BenchmarkListRow with the
 * values of the chosen benchmark only; a summary reads it within its count statement.
 */
export function benchmarkListSql(scope: ResultsScope, benchmarkId: number | null | undefined): SQL | null {
  const [period] = scope.periods;
  if (!period) return null;
  const allowed = seesAllBenchmarks(scope.viewer);
  const schoolYear = sql`(select ${periodSchoolYear('p', 'o')}
    from ${surveyPeriods} p join ${organizations} o on o.id = p.organization_id where p.id = ${period.id}::int)`;
  const computed = and(
    eq(benchmarks.surveyVersionId, period.surveyVersionId),
    sql`${benchmarks.schoolYear} = ${schoolYear}`,
    gte(benchmarks.schoolCount, minBenchmarkSchools),
    or(
      and(eq(benchmarks.scope, 'overall'), isNull(benchmarks.organizationId)),
      allowed && scope.organizations.length > 0
        ? and(
            eq(benchmarks.scope, 'organization'),
            sql`${benchmarks.organizationId} in (${parentOrganizationIds(scope)})`,
          )
        : undefined,
    ),
  );
  const ownPeriods = sql`select p.id from ${surveyPeriods} p
    where p.organization_id = any(${opaqueIntArray(scopeOrganizationIds(scope))})`;
  return sql`select id, scope, name, school_count, respondent_count,
      case when id = ${benchmarkId ?? -1}::int then ${benchmarks.values} end as values,
      case when id = ${benchmarkId ?? -1}::int then ${benchmarks.counts} end as counts,
      ${benchmarks.counts} is not null as has_counts,
      array(select unnest(${benchmarks.periodIds}) intersect ${ownPeriods}) as own_period_ids
    from ${benchmarks} where ${or(computed, usableDefinedCondition(scope, { allBenchmarks: allowed }))}`;
}

/**
 * A computed benchmark as the reader may see it: other schools only. The reader's own schools'
 * periods it counted (`own_period_ids`) are taken out of its school and respondent counts and, when
 * chosen, of its answers (their contributions counted as the computation counted them); one left
 * with fewer than minBenchmarkSchools other schools, or computed before benchmarks kept their
 * counts, is not offered. A defined benchmark is read as stored.
 */
async function othersOnly(
  scope: ResultsScope,
  row: BenchmarkListRow,
  ownCounts: (periodIds: number[]) => Promise<AnswerCounts>,
) {
  const found = {
    id: row.id,
    scope: row.scope,
    name: row.name,
    schoolCount: row.school_count,
    respondentCount: row.respondent_count,
    values: row.values,
  };
  if (row.scope === 'defined' || row.scope === 'parent_period') return found;
  if (!row.has_counts) return null;
  const own = (row.own_period_ids ?? []).map(Number);
  if (own.length === 0) return found;
  const schoolCount = row.school_count - own.length;
  if (schoolCount < minBenchmarkSchools) return null;
  const contributed = await ownCounts(own);
  return {
    ...found,
    schoolCount,
    respondentCount: row.respondent_count - contributed.respondents,
    values: row.counts ? benchmarkValues(scope.content, subtractCounts(row.counts, contributed)) : row.values,
  };
}

/** loadBenchmarks' answer from the rows of benchmarkListSql (a chosen defined benchmark's overrides read here). */
export async function benchmarksFromRows(
  db: Db,
  scope: ResultsScope,
  listed: BenchmarkListRow[],
  benchmarkId: number | null | undefined,
): Promise<LoadedBenchmarks> {
  const versionId = scope.periods[0]?.surveyVersionId;
  const contributions = new Map<string, Promise<AnswerCounts>>();
  const ownCounts = (periodIds: number[]) => {
    const key = [...periodIds].sort((a, b) => a - b).join(',');
    let counts = contributions.get(key);
    if (!counts) {
      counts = loadContributedCounts(db, versionId, scope.content, periodIds);
      contributions.set(key, counts);
    }
    return counts;
  };
  const found = (await Promise.all(listed.map((row) => othersOnly(scope, row, ownCounts)))).filter(
    (row): row is NonNullable<typeof row> => row !== null,
  );
  const rows = found.filter((row) => row.scope !== 'defined');
  const defined = found.filter((row) => row.scope === 'defined');
  rows.sort(
    (a, b) =>
      Number(b.scope === 'overall') - Number(a.scope === 'overall') ||
      (a.name.en ?? '').localeCompare(b.name.en ?? '') ||
      a.id - b.id,
  );
  defined.sort((a, b) => (a.name.en ?? '').localeCompare(b.name.en ?? '') || a.id - b.id);
  rows.push(...defined);
  const selected = rows.find((row) => row.id === benchmarkId) ?? null;
  const values =
    selected?.scope === 'defined'
      ? await definedBenchmarkValues(db, selected.id, selected.values ?? {})
      : selected?.values;
  return {
    list: rows.map((row) => ({
      id: row.id,
      name: row.name,
      scope: row.scope,
      schoolCount: row.schoolCount,
      respondentCount: row.respondentCount,
    })),
    selected: selected?.id ?? null,
    values: values ?? null,
  };
}
