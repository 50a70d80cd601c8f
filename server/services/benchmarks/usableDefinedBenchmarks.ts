import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  benchmarkAccess,
  benchmarkDefinitions,
  benchmarkItemOverrides,
} from '../../db/schema/benchmarkDefinitions';
import { benchmarkTagAccess, organizationTagLinks } from '../../db/schema/organizationCatalogue';
import { organizations } from '../../db/schema/organizations';
import { type BenchmarkValue, benchmarks } from '../../db/schema/results';
import { surveyPackageBenchmarks } from '../../db/schema/surveyPackages';
import { opaqueIntArray, scopeOrganizationIds } from '../resultCells/cellReads';
import type { ResultsScope } from '../results/resultsScope';
import { entitledPackageIdsSql } from '../surveyPackages/packageEntitlement';
import { withOverrides } from './benchmarkItems';

/** The scope's organisations and their parents (access given to a parent covers its schools), as a subquery. */
const withParents = (ids: number[]) => sql`
  select o.id from ${organizations} o where o.id = any(${opaqueIntArray(ids)})
  union select o.parent_id from ${organizations} o where o.id = any(${opaqueIntArray(ids)}) and o.parent_id is not null`;

/**
 * The published defined benchmarks a results page may compare with, as a condition on
 * `benchmarks` (no query of its own, so a caller reads them in its statement): taken over the
 * scope's survey version, usable by one of the scope's organisations (given to it or its parent,
 * by one of their tags, or held by one of the survey packages they run from; or everyone;
 * super-admins see all), and for a viewer without freemium_results_benchmark only those offered
 * to freemium accounts.
 */
export function usableDefinedCondition(scope: ResultsScope, options: { allBenchmarks: boolean }): SQL {
  const [period] = scope.periods;
  if (!period) return sql`false`;
  const { viewer } = scope;
  const superAdmin = viewer.kind === 'identity' && viewer.claims.identityType === 'super_admin';
  const ids = scopeOrganizationIds(scope);
  const reachable = !superAdmin && ids.length > 0;
  const granted = sql`exists (select 1 from ${benchmarkAccess}
    where ${benchmarkAccess.benchmarkId} = ${benchmarks.id}
      and ${benchmarkAccess.organizationId} in (${withParents(ids)}))`;
  const packaged = sql`exists (select 1 from ${surveyPackageBenchmarks}
    where ${surveyPackageBenchmarks.benchmarkId} = ${benchmarks.id}
      and ${surveyPackageBenchmarks.packageId} in (${entitledPackageIdsSql(opaqueIntArray(ids))}))`;
  // Access by tag: an organisation of the scope (or its parent) carrying one of the benchmark's access tags.
  const grantedByTag = sql`exists (select 1 from ${benchmarkTagAccess} bta
    join ${organizationTagLinks} otl on otl.tag_id = bta.tag_id
    where bta.benchmark_id = ${benchmarks.id} and otl.organization_id in (${withParents(ids)}))`;
  return and(
    eq(benchmarks.scope, 'defined'),
    sql`exists (select 1 from ${benchmarkDefinitions}
      where ${benchmarkDefinitions.benchmarkId} = ${benchmarks.id}
        and ${and(
          eq(benchmarkDefinitions.status, 'published'),
          sql`${benchmarkDefinitions.surveyVersionIds} @> ${JSON.stringify([period.surveyVersionId])}::jsonb`,
          options.allBenchmarks ? undefined : eq(benchmarkDefinitions.offeredToFreemium, true),
          superAdmin
            ? undefined
            : or(
                eq(benchmarkDefinitions.forEveryone, true),
                reachable ? or(granted, packaged, grantedByTag) : undefined,
              ),
        )})`,
  ) as SQL;
}

/** The usable defined benchmarks themselves (see usableDefinedCondition). */
export async function usableDefinedBenchmarks(
  db: Db,
  scope: ResultsScope,
  options: { allBenchmarks: boolean },
) {
  return db.select().from(benchmarks).where(usableDefinedCondition(scope, options));
}

/** A defined benchmark's values as results show them: hand-entered values over the computed ones. */
export async function definedBenchmarkValues(
  db: Db,
  benchmarkId: number,
  values: Record<string, BenchmarkValue>,
): Promise<Record<string, BenchmarkValue>> {
  const overrides = await db
    .select()
    .from(benchmarkItemOverrides)
    .where(eq(benchmarkItemOverrides.benchmarkId, benchmarkId));
  return withOverrides(values, overrides);
}
