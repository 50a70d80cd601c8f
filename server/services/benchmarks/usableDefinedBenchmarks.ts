import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
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
import type { ResultsScope } from '../results/resultsScope';
import { entitledPackageIdsOf } from '../surveyPackages/packageEntitlement';
import { withOverrides } from './benchmarkItems';

/** The scope's organisations and their parents: access given to a parent covers its schools. */
async function organizationsWithParents(db: Db, scope: ResultsScope): Promise<number[]> {
  const ids = scope.organizations.map((organization) => organization.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: organizations.id, parentId: organizations.parentId })
    .from(organizations)
    .where(inArray(organizations.id, ids));
  return [...new Set(rows.flatMap((row) => (row.parentId === null ? [row.id] : [row.id, row.parentId])))];
}

/** The survey packages the scope's organisations run from (a benchmark in one of them is theirs to use). */
async function scopePackageIds(db: Db, scope: ResultsScope): Promise<number[]> {
  const entitled = await entitledPackageIdsOf(
    db,
    scope.organizations.map((organization) => organization.id),
  );
  return [...new Set([...entitled.values()].flat())];
}

/**
 * The published defined benchmarks a results page may compare with: taken over the scope's survey
 * version, usable by one of the scope's organisations (given to it, or held by one of its survey packages; or
 * everyone; super-admins see all), and for a
 * viewer without freemium_results_benchmark only those offered to freemium accounts.
 */
export async function usableDefinedBenchmarks(
  db: Db,
  scope: ResultsScope,
  options: { allBenchmarks: boolean },
) {
  const [period] = scope.periods;
  if (!period) return [];
  const { viewer } = scope;
  const superAdmin = viewer.kind === 'identity' && viewer.claims.identityType === 'super_admin';
  const organizationIds = superAdmin ? [] : await organizationsWithParents(db, scope);
  const granted =
    organizationIds.length > 0
      ? exists(
          db
            .select({ one: sql`1` })
            .from(benchmarkAccess)
            .where(
              and(
                eq(benchmarkAccess.benchmarkId, benchmarks.id),
                inArray(benchmarkAccess.organizationId, organizationIds),
              ),
            ),
        )
      : undefined;
  const packageIds = superAdmin ? [] : await scopePackageIds(db, scope);
  const packaged =
    packageIds.length > 0
      ? exists(
          db
            .select({ one: sql`1` })
            .from(surveyPackageBenchmarks)
            .where(
              and(
                eq(surveyPackageBenchmarks.benchmarkId, benchmarks.id),
                inArray(surveyPackageBenchmarks.packageId, packageIds),
              ),
            ),
        )
      : undefined;
  // Access by tag: an organisation of the scope (or its parent) carrying one of the benchmark's access tags.
  const grantedByTag =
    organizationIds.length > 0
      ? sql`exists (select 1 from ${benchmarkTagAccess} bta
          join ${organizationTagLinks} otl on otl.tag_id = bta.tag_id
          where bta.benchmark_id = ${benchmarks.id} and otl.organization_id in ${organizationIds})`
      : undefined;
  const rows = await db
    .select({ row: benchmarks })
    .from(benchmarks)
    .innerJoin(benchmarkDefinitions, eq(benchmarkDefinitions.benchmarkId, benchmarks.id))
    .where(
      and(
        eq(benchmarks.scope, 'defined'),
        eq(benchmarkDefinitions.status, 'published'),
        sql`${benchmarkDefinitions.surveyVersionIds} @> ${JSON.stringify([period.surveyVersionId])}::jsonb`,
        options.allBenchmarks ? undefined : eq(benchmarkDefinitions.offeredToFreemium, true),
        superAdmin
          ? undefined
          : or(eq(benchmarkDefinitions.forEveryone, true), granted, packaged, grantedByTag),
      ),
    );
  return rows.map(({ row }) => row);
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
