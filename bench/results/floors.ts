/**
 * Issue 20, "reads within 3x of their SQL floor": each results read over HTTP next to the minimal SQL
 * that reads what it shows, on the same pool in the same run, interleaved sample by sample (the
 * machine is shared: only ratios measured side by side mean anything). The floor is one plain
 * SELECT through the server's own pool (no transaction, no ORM, no HTTP): the pre-counted cells the
 * response is made of. Measured at all of the data and at a tenth of it, so a read whose time grows
 * with the responses while its floor does not shows as a growing ratio.
 */
import { sql } from 'drizzle-orm';
import { pillarScorePoints } from '../../common/results/scoring';
import type { PeriodIdentifiers } from '../../common/results/types';
import type { SurveyContent } from '../../common/survey/content';
import type { Database, SqlExecutor } from '../../server/db/client';
import { WHOLE_PERIOD } from '../../server/db/schema/resultCells';
import type { AppDeps } from '../../server/deps';
import { tokenFor } from '../../server/test/factories';
import { loadText } from '../machine';
import { type TimedCaller, timedCallerAs } from './api';
import { foldEverything } from './cube';
import { generateParent, generateSchool } from './generate';
import { formatMs, info, report } from './measure';

/** A read and its floor: `floor` answers how many rows it read (printed, so the floor's size is plain). */
export type FloorRead = {
  name: string;
  /** What the floor SQL reads, in words. */
  floorReads: string;
  endpoint: () => Promise<void>;
  floor: () => Promise<number>;
  /** An HTTP round trip that reads nothing (what HTTP alone costs here), measured beside the two. */
  http?: () => Promise<void>;
  /**
   * Makes the server keep nothing for the next read (a summary kept from an earlier read is answered
   * again, services/results/summaryCache.ts): the same read made afresh, as at a first read or after
   * a change, is measured beside the rest (printed, not judged: most reads find it kept).
   */
  forget?: () => Promise<unknown>;
};

/** What forget does for a summary: one more on the version every kept summary was made of. */
export const forgetKeptSummaries = (executeSql: SqlExecutor) => () =>
  executeSql('update results_context_version set version = version + 1');

const wholePeriodCells = `select kind, key, value, count from result_cells
  where period_id = $1 and class_key = $2 and grade = $2`;

/** The dashboard's floor: one SELECT of the whole-period cells of the period (a parent period: its rollup rows). */
export function periodCellsFloor(executeSql: SqlExecutor, periodId: number) {
  return async () => (await executeSql(wholePeriodCells, [periodId, WHOLE_PERIOD])).rows.length;
}

/**
 * The heat map's floor: one SELECT that reads the whole-period cells of the children's scored items
 * and respondents, and sums them per school and item (answered, scored answers, points): the numbers
 * each school's pillar scores are made of, one row per school and item.
 */
export function heatMapFloor(executeSql: SqlExecutor, parentPeriodId: number, content: SurveyContent) {
  const points = pillarScorePoints(content);
  const text = `
    with points as (select * from unnest($3::text[], $4::text[], $5::int[]) as p(key, value, point))
    select c.period_id, c.key,
      sum(c.count) filter (where c.kind <> 'value') as answered,
      sum(c.count) filter (where p.point is not null) as n,
      sum(c.count::bigint * p.point) as total
    from result_cells c
    left join points p on c.kind = 'value' and p.key = c.key and p.value = c.value
    where c.period_id in (select id from survey_periods where parent_period_id = $1)
      and c.class_key = $2 and c.grade = $2
      and (c.kind = 'respondents' or c.key in (select key from points))
    group by c.period_id, c.key`;
  const values = [
    parentPeriodId,
    WHOLE_PERIOD,
    points.map((point) => point.key),
    points.map((point) => point.value),
    points.map((point) => point.point),
  ];
  return async () => (await executeSql(text, values)).rows.length;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function elapsed(work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** The target: the endpoint's median within 3 × the floor's median, measured side by side. */
export const floorTarget = 3;

export type FloorResult = { name: string; endpointP50: number; floorP50: number; ratio: number };

/**
 * `samples` interleaved pairs after `warmups` (endpoint and floor take turns going first); prints
 * p50/p95 of both, the ratio of the medians (judged) and of the p95s, and what the floor reads.
 */
export async function measureAgainstFloor(
  read: FloorRead,
  { warmups = 5, samples = 40 } = {},
): Promise<FloorResult> {
  let rows = 0;
  for (let i = 0; i < warmups; i++) {
    await read.endpoint();
    rows = await read.floor();
  }
  const endpoint: number[] = [];
  const floor: number[] = [];
  const http: number[] = [];
  for (let i = 0; i < samples; i++) {
    if (i % 2 === 0) {
      endpoint.push(await elapsed(read.endpoint));
      floor.push(await elapsed(read.floor));
    } else {
      floor.push(await elapsed(read.floor));
      endpoint.push(await elapsed(read.endpoint));
    }
    if (read.http) http.push(await elapsed(read.http));
  }
  const afresh: number[] = [];
  for (let i = 0; read.forget && i < samples / 2; i++) {
    await read.forget();
    afresh.push(await elapsed(read.endpoint));
  }
  endpoint.sort((a, b) => a - b);
  floor.sort((a, b) => a - b);
  http.sort((a, b) => a - b);
  afresh.sort((a, b) => a - b);
  const [e50, e95, f50, f95] = [
    percentile(endpoint, 50),
    percentile(endpoint, 95),
    percentile(floor, 50),
    percentile(floor, 95),
  ];
  const ratio = e50 / f50;
  const ms = (value: number) => (value < 10 ? `${value.toFixed(1)} ms` : formatMs(value));
  report(
    `${read.name} / floor`,
    `${ratio.toFixed(1)}× (p95 ${(e95 / f95).toFixed(1)}×)`,
    `≤ ${floorTarget}× at p50`,
    ratio <= floorTarget,
  );
  info(
    '  endpoint over HTTP / floor SQL',
    `p50 ${ms(e50)} / ${ms(f50)}, p95 ${ms(e95)} / ${ms(f95)} (n=${samples} pairs, load ${loadText()})`,
  );
  info('  floor', `${read.floorReads}: ${rows.toLocaleString('en')} rows`);
  if (afresh.length)
    info(
      '  made afresh (nothing kept)',
      `p50 ${ms(percentile(afresh, 50))} = ${(percentile(afresh, 50) / f50).toFixed(1)}× the floor (n=${afresh.length}, after the pairs)`,
    );
  if (http.length)
    info(
      '  HTTP alone (GET /api/health/live)',
      `p50 ${ms(percentile(http, 50))} = ${(percentile(http, 50) / f50).toFixed(1)}× the floor (no sign-in, no SQL)`,
    );
  return { name: read.name, endpointP50: e50, floorP50: f50, ratio };
}

/**
 * Flat as the responses grow: the same read at all of the data and at a tenth of it, in the same
 * run. The endpoint's median may grow no more than its floor's does, with 50 % for noise.
 */
export function reportGrowth(name: string, tenth: FloorResult, all: FloorResult) {
  const endpointGrowth = all.endpointP50 / tenth.endpointP50;
  const floorGrowth = all.floorP50 / tenth.floorP50;
  report(
    `${name}: growth tenth → all`,
    `${endpointGrowth.toFixed(2)}× (floor ${floorGrowth.toFixed(2)}×)`,
    '≤ 1.5 × floor growth',
    endpointGrowth <= 1.5 * Math.max(1, floorGrowth),
  );
}

type School = Awaited<ReturnType<typeof generateSchool>>;
type Parent = Awaited<ReturnType<typeof generateParent>>;
type Sizes = { school: number; parentSchools: number; parent: number };

/** The three reads of a school period and a parent period, each with its floor. */
function readsOf(
  baseUrl: string,
  database: Database,
  content: SurveyContent,
  label: string,
  school: { api: TimedCaller; periodId: number },
  parent: { api: TimedCaller; periodId: number; schools: number },
): FloorRead[] {
  const summary = (api: TimedCaller, period_identifiers: PeriodIdentifiers) => () =>
    api.post('/results/v2/summary', { period_identifiers, filters: {} });
  const parentPeriod: PeriodIdentifiers = { type: 'parent_period', id: parent.periodId };
  const anonymous = timedCallerAs(baseUrl, null);
  const http = () => anonymous.get('/health/live');
  return [
    {
      name: `dashboard ${label.split('/')[0]}`,
      floorReads: "one SELECT of the period's whole-period cells",
      endpoint: summary(school.api, { type: 'period', id: school.periodId }),
      floor: periodCellsFloor(database.executeSql, school.periodId),
      http,
      forget: forgetKeptSummaries(database.executeSql),
    },
    {
      name: `parent period ${label.split('/')[1]}`,
      floorReads: "one SELECT of the parent period's rollup cells",
      endpoint: summary(parent.api, parentPeriod),
      floor: periodCellsFloor(database.executeSql, parent.periodId),
      http,
      forget: forgetKeptSummaries(database.executeSql),
    },
    {
      name: `heat map ${label.split('/')[1]} (${parent.schools} schools)`,
      floorReads: "one SELECT summing the schools' scored cells per school and item",
      endpoint: () => parent.api.post('/results/v2/heatmap', { period_identifiers: parentPeriod }),
      floor: heatMapFloor(database.executeSql, parent.periodId, content),
      http,
      forget: forgetKeptSummaries(database.executeSql),
    },
  ];
}

const thousands = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);

/**
 * Issue 20's read targets: generates a school period and a parent period of a tenth of the sizes
 * (counted and folded like the full ones), then measures each read against its floor at a tenth and
 * at all of the data, and how each grows from the one to the other.
 */
export async function measureReadFloors(
  deps: AppDeps,
  baseUrl: string,
  content: SurveyContent,
  versionId: number,
  sizes: Sizes,
  full: { school: School; parent: Parent },
) {
  const { database } = deps;
  const { db } = database;
  const tenthSizes = {
    school: sizes.school / 10,
    parentSchools: sizes.parentSchools / 10,
    parent: sizes.parent / 10,
  };
  const tenth = {
    school: await generateSchool(db, content, versionId, tenthSizes.school),
    parent: await generateParent(db, content, versionId, tenthSizes.parentSchools, tenthSizes.parent),
  };
  await db.execute(sql`analyze`);
  await foldEverything(db);
  const as = async (admin: School['admin']) =>
    timedCallerAs(baseUrl, await tokenFor(deps, admin.identity, 4 * 3600));
  const readsAt = async (at: { school: School; parent: Parent }, atSizes: Sizes) =>
    readsOf(
      baseUrl,
      database,
      content,
      `${thousands(atSizes.school)}/${thousands(atSizes.parent)}`,
      { api: await as(at.school.admin), periodId: at.school.period.id },
      { api: await as(at.parent.admin), periodId: at.parent.parent.id, schools: atSizes.parentSchools },
    );
  const small = await readsAt(tenth, tenthSizes);
  const large = await readsAt(full, sizes);
  console.log(
    'Reads against their SQL floor (issue 20): endpoint over HTTP, floor on the same pool, interleaved',
  );
  for (const [index, read] of large.entries()) {
    const atTenth = await measureAgainstFloor(small[index]);
    const atAll = await measureAgainstFloor(read);
    reportGrowth(read.name, atTenth, atAll);
  }
}
