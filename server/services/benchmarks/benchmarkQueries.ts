import { and, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { BenchmarkSummary } from '../../../common/results/types';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { type BenchmarkValue, benchmarks } from '../../db/schema/results';
import { schoolYearOfPeriod } from '../periods/schoolYear';
import type { ResultsScope, ResultsViewer } from '../results/resultsScope';
import { minBenchmarkSchools } from './computeBenchmarks';
import { definedBenchmarkValues, usableDefinedBenchmarks } from './usableDefinedBenchmarks';

export type LoadedBenchmarks = {
  list: BenchmarkSummary[];
  selected: number | null;
  values: Record<string, BenchmarkValue> | null;
};

/** The calendar year a school year starts in when it starts on 1 September (the label of a span of dates). */
export const schoolYearOf = (date: Date) => date.getUTCFullYear() - (date.getUTCMonth() < 8 ? 1 : 0);

/** Without freemium_results_benchmark a signed-in viewer sees the overall benchmark only (super-admins all). */
export function seesAllBenchmarks(viewer: ResultsViewer): boolean {
  if (viewer.kind !== 'identity') return true;
  const { claims } = viewer;
  return claims.identityType === 'super_admin' || claims.permissions.includes('freemium_results_benchmark');
}

/** The organisations whose own benchmarks fit the scope: a school's parent, or the organisation itself. */
async function parentOrganizationIds(db: Db, scope: ResultsScope): Promise<number[]> {
  const ids = scope.organizations.map((organization) => organization.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: organizations.id, type: organizations.type, parentId: organizations.parentId })
    .from(organizations)
    .where(inArray(organizations.id, ids));
  const parents = rows.map((row) => (row.type === 'school' ? row.parentId : row.id));
  return [...new Set(parents.filter((id): id is number => id !== null))];
}

/**
 * The benchmarks a results page may compare with: those of the scope's survey version in the
 * school year of the period start, the overall one first, then the defined ones the viewer may use. A benchmarkId not among them selects
 * nothing (an old link, or a benchmark the viewer may not see), which is not an error.
 */
export async function loadBenchmarks(
  db: Db,
  scope: ResultsScope,
  benchmarkId: number | null | undefined,
): Promise<LoadedBenchmarks> {
  const [period] = scope.periods;
  if (!period) return { list: [], selected: null, values: null };
  const allowed = seesAllBenchmarks(scope.viewer);
  const parentIds = allowed ? await parentOrganizationIds(db, scope) : [];
  const rows = await db
    .select()
    .from(benchmarks)
    .where(
      and(
        eq(benchmarks.surveyVersionId, period.surveyVersionId),
        eq(benchmarks.schoolYear, await schoolYearOfPeriod(db, period.id)),
        gte(benchmarks.schoolCount, minBenchmarkSchools),
        or(
          and(eq(benchmarks.scope, 'overall'), isNull(benchmarks.organizationId)),
          parentIds.length > 0
            ? and(eq(benchmarks.scope, 'organization'), inArray(benchmarks.organizationId, parentIds))
            : undefined,
        ),
      ),
    );
  rows.sort(
    (a, b) =>
      Number(b.scope === 'overall') - Number(a.scope === 'overall') ||
      (a.name.en ?? '').localeCompare(b.name.en ?? '') ||
      a.id - b.id,
  );
  const defined = await usableDefinedBenchmarks(db, scope, { allBenchmarks: allowed });
  defined.sort((a, b) => (a.name.en ?? '').localeCompare(b.name.en ?? '') || a.id - b.id);
  rows.push(...defined);
  const selected = rows.find((row) => row.id === benchmarkId) ?? null;
  const values =
    selected?.scope === 'defined'
      ? await definedBenchmarkValues(db, selected.id, selected.values)
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
