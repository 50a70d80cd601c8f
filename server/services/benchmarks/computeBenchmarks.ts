import { and, eq, exists, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Localized, SurveyContent } from '../../../common/survey/content';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { benchmarks } from '../../db/schema/results';
import { responses, surveyPeriods, surveyVersions } from '../../db/schema/surveys';
import type { JobDefinition } from '../../jobs/queue';
import { benchmarkValues } from './benchmarkValues';
import { loadGroupedSchoolCounts } from './schoolAnswerCounts';

/**
 * A benchmark of fewer schools would come close to showing one school's own results to another
 * (a benchmark of one school would be that school), so only groups of at least 3 are kept.
 */
export const minBenchmarkSchools = 3;

export const computeBenchmarksJobName = 'compute-benchmarks';

type Group = { scope: 'overall' | 'organization'; organizationId: number | null };

const yearLabel = (year: number) => `${year}/${String((year + 1) % 100).padStart(2, '0')}`;

function benchmarkName(scope: Group['scope'], year: number, organizationName: string | null): Localized {
  const label = yearLabel(year);
  // A reader's own school is never in its benchmark (benchmarkQueries.othersOnly): the name says so.
  if (scope === 'organization')
    return {
      en: `${organizationName}, other schools ${label}`,
      lv: `${organizationName}, citas skolas ${label}`,
      ru: `${organizationName}, другие школы ${label}`,
    };
  return { en: `Other schools ${label}`, lv: `Citas skolas ${label}`, ru: `Другие школы ${label}` };
}

async function organizationNames(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Recomputes every benchmark of one version; rows keep their ids so a chosen benchmarkId stays valid. */
async function computeVersion(db: Db, versionId: number, content: SurveyContent) {
  // Per school year: all its schools, and each parent organisation's; only groups of at least 3.
  const groups = (await loadGroupedSchoolCounts(db, versionId, content))
    .filter((group) => group.schoolCount >= minBenchmarkSchools)
    .map((group) => ({
      year: group.schoolYear,
      scope: (group.parentId === null ? 'overall' : 'organization') as Group['scope'],
      organizationId: group.parentId,
      schoolCount: group.schoolCount,
      periodIds: group.periodIds,
      counts: group.counts,
    }));
  const names = await organizationNames(
    db,
    groups.flatMap((group) => (group.organizationId === null ? [] : [group.organizationId])),
  );
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const existing = await t.select().from(benchmarks).where(eq(benchmarks.surveyVersionId, versionId));
    const keep: number[] = [];
    for (const group of groups) {
      const { counts } = group;
      const row = {
        surveyVersionId: versionId,
        schoolYear: group.year,
        scope: group.scope,
        organizationId: group.organizationId,
        name: benchmarkName(group.scope, group.year, names.get(group.organizationId ?? -1) ?? null),
        schoolCount: group.schoolCount,
        respondentCount: counts.respondents,
        values: benchmarkValues(content, counts),
        counts,
        periodIds: group.periodIds,
        computedAt: new Date(),
      };
      const same = existing.find(
        (item) =>
          item.schoolYear === group.year &&
          item.scope === group.scope &&
          item.organizationId === group.organizationId,
      );
      if (same) {
        await t.update(benchmarks).set(row).where(eq(benchmarks.id, same.id));
        keep.push(same.id);
      } else {
        const [inserted] = await t.insert(benchmarks).values(row).returning({ id: benchmarks.id });
        keep.push(inserted.id);
      }
    }
    const stale = keep.length > 0 ? notInArray(benchmarks.id, keep) : sql`true`;
    await t
      .delete(benchmarks)
      .where(and(eq(benchmarks.surveyVersionId, versionId), ne(benchmarks.scope, 'defined'), stale));
  });
}

/** Every survey version with finished answers, or with benchmarks to refresh. */
export async function computeBenchmarks(db: Db): Promise<void> {
  const answered = exists(
    db
      .select({ one: sql`1` })
      .from(surveyPeriods)
      .innerJoin(responses, eq(responses.periodId, surveyPeriods.id))
      .where(and(eq(surveyPeriods.surveyVersionId, surveyVersions.id), eq(responses.status, 'finished'))),
  );
  const benchmarked = exists(
    db
      .select({ one: sql`1` })
      .from(benchmarks)
      .where(and(eq(benchmarks.surveyVersionId, surveyVersions.id), ne(benchmarks.scope, 'defined'))),
  );
  const versions = await db
    .select({ id: surveyVersions.id, content: surveyVersions.content })
    .from(surveyVersions)
    .where(or(answered, benchmarked));
  for (const version of versions) await computeVersion(db, version.id, version.content);
}

/** Nightly (a period closing shows in its benchmark the next morning). */
export function computeBenchmarksJob(db: Db): JobDefinition {
  return { name: computeBenchmarksJobName, cron: '41 2 * * *', handle: () => computeBenchmarks(db) };
}
