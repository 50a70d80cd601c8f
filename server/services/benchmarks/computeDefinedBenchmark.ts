import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnswerCounts } from '../../../common/results/scoring';
import type { Db } from '../../db/client';
import { type BenchmarkRule, benchmarkDefinitions } from '../../db/schema/benchmarkDefinitions';
import { benchmarks } from '../../db/schema/results';
import { surveyVersions } from '../../db/schema/surveys';
import type { JobDefinition, Queue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { periodSchoolYear } from '../periods/schoolYear';
import { queryRows } from '../resultCells/queryRows';
import { addCounts } from '../results/countRows';
import { benchmarkValues } from './benchmarkValues';
import { loadSummedSchoolCounts } from './schoolAnswerCounts';

export const computeDefinedBenchmarkJobName = 'compute-defined-benchmark';

type Definition = {
  surveyVersionIds: number[];
  schoolYears: number[];
  rule: BenchmarkRule;
  minSchools: number;
};

/** The refusal when too few schools qualify, naming how many did. */
export const tooFewSchoolsMessage = (found: number, needed: number) =>
  `Only ${found} ${found === 1 ? 'school qualifies' : 'schools qualify'}; a benchmark needs at least ${needed}, so that no school can be recognised in it`;

/**
 * The rule's property values and tags, read from the copy each period took when it ran
 * (period_property_values, period_tags), never from the organisation today: a school that later
 * changes type stays in the benchmarks of its earlier periods. Values of one property are
 * alternatives (gymnasium or secondary), properties together all hold (gymnasiums in Riga);
 * a period with any of the chosen tags qualifies.
 */
function catalogueCondition(rule: BenchmarkRule) {
  const valueIds = rule.valueIds ?? [];
  const tagIds = rule.tagIds ?? [];
  const values =
    valueIds.length > 0
      ? sql`and (select count(distinct ppv.property_id) from period_property_values ppv
            where ppv.period_id = p.id and ppv.value_id in ${valueIds})
          = (select count(distinct v.property_id) from organization_property_values v where v.id in ${valueIds})`
      : sql``;
  const tags =
    tagIds.length > 0
      ? sql`and exists (select 1 from period_tags pt where pt.period_id = p.id and pt.tag_id in ${tagIds})`
      : sql``;
  return sql`${values} ${tags}`;
}

/**
 * The periods a definition takes, as a condition on `p` the period and `o` its school: its school
 * years and parent organisations, and, when the rule names values or tags, those of the schools and
 * school years that have a period of the versions taking them (as the rule has always been read).
 */
function qualifyingPeriods(definition: Definition): SQL {
  const { surveyVersionIds, schoolYears, rule } = definition;
  if (schoolYears.length === 0 || surveyVersionIds.length === 0) return sql`false`;
  const parents = rule.parentIds.length > 0 ? sql`and o.parent_id in ${rule.parentIds}` : sql``;
  const catalogue =
    rule.valueIds?.length || rule.tagIds?.length
      ? sql`and (o.id, ${periodSchoolYear('p', 'o')}) in (
          select p.organization_id, ${periodSchoolYear('p', 'o')}
          from survey_periods p join organizations o on o.id = p.organization_id
          where p.survey_version_id in ${surveyVersionIds} ${catalogueCondition(rule)})`
      : sql``;
  return sql`${periodSchoolYear('p', 'o')} in ${schoolYears} ${parents} ${catalogue}`;
}

/**
 * The schools with finished answers in the periods a definition takes (its versions, school years
 * and rule), cheaply, before a computation is queued: the job counts them again from the answers.
 */
export async function countQualifyingSchools(db: Db, definition: Definition): Promise<number> {
  const { surveyVersionIds, schoolYears, rule } = definition;
  if (surveyVersionIds.length === 0 || schoolYears.length === 0) return 0;
  const parents = rule.parentIds.length > 0 ? sql`and o.parent_id in ${rule.parentIds}` : sql``;
  const result = await db.execute(sql`
    select count(distinct o.id)::int as schools
    from survey_periods p
    join organizations o on o.id = p.organization_id and o.type = 'school'
    left join survey_periods parent on parent.id = p.parent_period_id
    where p.survey_version_id in ${surveyVersionIds} ${parents}
      and ${periodSchoolYear('p', 'o')} in ${schoolYears}
      and not p.exclude_from_benchmarks and not coalesce(parent.exclude_from_benchmarks, false)
      and exists (select 1 from responses r where r.period_id = p.id and r.status = 'finished')
      ${catalogueCondition(rule)}
  `);
  return Number(queryRows<{ schools: number }>(result)[0]?.schools ?? 0);
}

const setState = (db: Db, id: number, state: Partial<typeof benchmarkDefinitions.$inferInsert>) =>
  db.update(benchmarkDefinitions).set(state).where(eq(benchmarkDefinitions.benchmarkId, id));

/**
 * Counts the qualifying schools' finished answers per version (the results cube's one way of
 * counting), adds them up and scores them with the newest chosen version's content. Never throws:
 * the definition's compute state says how it went.
 */
export async function computeDefinedBenchmark(db: Db, benchmarkId: number): Promise<void> {
  const [definition] = await db
    .select()
    .from(benchmarkDefinitions)
    .where(eq(benchmarkDefinitions.benchmarkId, benchmarkId));
  if (!definition) return;
  try {
    await setState(db, benchmarkId, { computeState: 'running', progress: 0, computeError: null });
    const versions = await db
      .select({ id: surveyVersions.id, content: surveyVersions.content })
      .from(surveyVersions)
      .where(inArray(surveyVersions.id, definition.surveyVersionIds))
      .orderBy(surveyVersions.id);
    const taken = qualifyingPeriods(definition);
    const perVersion: AnswerCounts[] = [];
    const schoolIds = new Set<number>();
    for (const [index, version] of versions.entries()) {
      const summed = await loadSummedSchoolCounts(db, version.id, version.content, taken);
      perVersion.push(summed.counts);
      for (const id of summed.schoolIds) schoolIds.add(id);
      await setState(db, benchmarkId, { progress: Math.round(((index + 1) / versions.length) * 90) });
    }
    const schoolCount = schoolIds.size;
    if (schoolCount < definition.minSchools) {
      await setState(db, benchmarkId, {
        computeState: 'failed',
        progress: 100,
        computeError: tooFewSchoolsMessage(schoolCount, definition.minSchools),
      });
      return;
    }
    const counts = addCounts(perVersion);
    const newest = versions[versions.length - 1];
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await t
        .update(benchmarks)
        .set({
          schoolCount,
          respondentCount: counts.respondents,
          values: benchmarkValues(newest.content, counts),
          computedAt: new Date(),
        })
        .where(and(eq(benchmarks.id, benchmarkId), eq(benchmarks.scope, 'defined')));
      await setState(t, benchmarkId, { computeState: 'done', progress: 100 });
    });
  } catch (error) {
    await setState(db, benchmarkId, {
      computeState: 'failed',
      progress: 100,
      computeError: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Queues the computation, or runs it in the request when no queue runs (tests, a queue that failed). */
export async function startDefinedBenchmarkCompute(
  db: Db,
  queue: Queue | null,
  benchmarkId: number,
  logger?: Logger,
) {
  await setState(db, benchmarkId, { computeState: 'queued', progress: 0, computeError: null });
  if (queue) {
    const jobId = await queue
      .send(computeDefinedBenchmarkJobName, { benchmarkId })
      .catch((error: unknown) => {
        logger?.warn(
          { err: error, benchmarkId },
          'benchmark computation not queued; computing in the request',
        );
        return null;
      });
    if (jobId) return;
  }
  await computeDefinedBenchmark(db, benchmarkId);
}

export function computeDefinedBenchmarkJob(db: Db): JobDefinition<{ benchmarkId: number }> {
  return {
    name: computeDefinedBenchmarkJobName,
    handle: (data) => computeDefinedBenchmark(db, data.benchmarkId),
  };
}
