import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Localized } from '../../../common/survey/content';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { benchmarks } from '../../db/schema/results';
import { surveyVersions } from '../../db/schema/surveys';

/**
 * The benchmarks the platform computes by itself (`compute-benchmarks`, nightly and when a period closes
 * early): per survey version and school year one overall and one per parent organisation. Listed in the
 * back office beside the defined ones, because schools already compare with them.
 */
export async function listBuiltInBenchmarks(db: Db) {
  const rows = await db
    .select({
      id: benchmarks.id,
      scope: benchmarks.scope,
      name: benchmarks.name,
      schoolYear: benchmarks.schoolYear,
      surveyVersionId: benchmarks.surveyVersionId,
      versionNumber: surveyVersions.number,
      surveyTitle: sql<Localized>`${surveyVersions.content}->'title'`,
      organization: organizations.name,
      schoolCount: benchmarks.schoolCount,
      respondentCount: benchmarks.respondentCount,
      computedAt: benchmarks.computedAt,
    })
    .from(benchmarks)
    .innerJoin(surveyVersions, eq(surveyVersions.id, benchmarks.surveyVersionId))
    .leftJoin(organizations, eq(organizations.id, benchmarks.organizationId))
    .where(inArray(benchmarks.scope, ['overall', 'organization']))
    .orderBy(
      desc(benchmarks.schoolYear),
      asc(benchmarks.surveyVersionId),
      sql`${benchmarks.scope} <> 'overall'`,
      asc(organizations.name),
    );
  return rows.map((row) => ({
    id: row.id,
    scope: row.scope as 'overall' | 'organization',
    name: row.name,
    school_year: row.schoolYear,
    survey_version_id: row.surveyVersionId,
    version_number: row.versionNumber,
    survey_title: row.surveyTitle,
    organization: row.organization,
    school_count: row.schoolCount,
    respondent_count: row.respondentCount,
    computed_at: row.computedAt.toISOString(),
  }));
}
