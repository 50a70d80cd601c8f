/**
 * npm run bench:schools-view [-- --schools=N] — issue 38: the schools × themes view of a municipality's 500
 * schools (N with `--schools`), each having run the survey as its own period this autumn and last spring
 * (the trend), read by the municipality's admin over HTTP from a server in this process on the PostgreSQL in
 * DATABASE_URL. The view answers every school at once, so its first page is the whole view: target ≤ 1 s p95.
 * Its floor is the minimal SQL that reads the same figures: the whole-period cells of every period the view
 * shows (this autumn's and last spring's of each school) in one SELECT, measured beside it in the same run.
 * Exit code 1 on a missed target, 2 on an error.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { SchoolsView } from '../common/results/schoolsView';
import type { Db } from '../server/db/client';
import { WHOLE_PERIOD } from '../server/db/schema/resultCells';
import { computeBenchmarks } from '../server/services/benchmarks/computeBenchmarks';
import { periodSchoolYears } from '../server/services/periods/schoolYear';
import { termOf } from '../server/services/schoolsView/viewPeriods';
import { buildIdentity, buildOrganization, tokenFor } from '../server/test/factories';
import { apiAs, timedCallerAs } from './results/api';
import { benchSurveyDatabase, listenBenchApp } from './results/benchApp';
import { loadAverage } from './results/country';
import { fillCells } from './results/cube';
import { insertClasses, insertResponses } from './results/generate';
import { exitWithOutcomes, formatMs, info, measureP95, timed } from './results/measure';

const { values: options } = parseArgs({ options: { schools: { type: 'string', default: '500' } } });
const schoolCount = Number(options.schools);
if (!Number.isInteger(schoolCount) || schoolCount < 1) {
  console.error(`--schools must be a whole number of schools from 1, not ${options.schools}`);
  process.exit(2);
}
/** Two classes of 25 per school, about four in five answering: a small school's period. */
const responsesPerSchool = 40;
const targetMs = 1000;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** `count` schools of the organisation, 7.a and 8.a each, and one own period per school over `from`…`to` days ago. */
async function schoolsWithPeriods(
  db: Db,
  organizationId: number,
  count: number,
  versionId: number,
  spans: { name: string; from: number; to: number }[],
) {
  const schools = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into organizations (type, parent_id, name, slug, city)
      select 'school', ${organizationId}, 'Bench school ' || ${organizationId} || '-' || n,
        'bench-view-' || ${organizationId} || '-' || n, 'Riga'
      from generate_series(1, ${sql.raw(String(count))}) n returning id`),
  ).map((school) => school.id);
  await insertClasses(db, schools, [7, 8], 'a');
  const periods: number[][] = [];
  for (const span of spans) {
    const made = rowsOf<{ id: number }>(
      await db.execute(sql`
        insert into survey_periods (organization_id, survey_version_id, name, starts_at, ends_at, languages, audience,
          expected_count)
        select school.id, ${versionId}, ${span.name}, ${daysAgo(span.from)}, ${daysAgo(span.to)}, '["lv","ru","en"]'::jsonb,
          '{"classIds":[],"groupIds":[],"grades":[],"teachers":false,"parents":false,"publicLink":false}'::jsonb, 50
        from unnest(${sql.param(schools)}::int[]) as school(id) returning id`),
    );
    periods.push(made.map((period) => period.id));
  }
  return { schools, periods };
}

async function main() {
  const { config, database, db, content, version } = await benchSurveyDatabase([
    'schools',
    `${schoolCount} (load average ${loadAverage()} at the start)`,
  ]);

  const generated = await timed(async () => {
    const municipality = await buildOrganization(db, { name: 'Bench Municipality' });
    const autumn = { name: 'Rudens', from: 30, to: 1 };
    const spring = { name: 'Pavasaris', from: 200, to: 190 };
    const view = await schoolsWithPeriods(db, municipality.id, schoolCount, version.id, [autumn, spring]);
    // Three schools elsewhere: the view's benchmark is other schools only (with all of the view's taken out).
    const elsewhere = await buildOrganization(db, { name: 'Bench Elsewhere' });
    const others = await schoolsWithPeriods(db, elsewhere.id, 3, version.id, [autumn]);
    const [now, before] = view.periods;
    const periodIds = [...now, ...before, ...others.periods[0]];
    const options = { counted: true, clustered: true };
    await insertResponses(
      db,
      content,
      [...now, ...others.periods[0]],
      (schoolCount + 3) * responsesPerSchool,
      'this autumn',
      {
        ...options,
        finishedDaysAgo: [25, 2],
      },
    );
    await insertResponses(db, content, before, schoolCount * responsesPerSchool, 'last spring', {
      ...options,
      finishedDaysAgo: [198, 191],
    });
    await fillCells(db, periodIds, 25);
    await computeBenchmarks(db);
    await db.execute(sql`analyze`);
    return { municipality, shown: [...now, ...before], now };
  });
  info('generation (schools, periods, cells, benchmarks, analyze)', formatMs(generated.ms));
  const { municipality, shown, now } = generated.result;

  const { deps, app, baseUrl } = await listenBenchApp(config, database);
  const { identity } = await buildIdentity(db, {
    type: 'organization_admin',
    organizationId: municipality.id,
    permissions: { view_survey_results: true },
  });
  const token = await tokenFor(deps, identity, 4 * 3600);
  const span = (await periodSchoolYears(db, [now[0]])).get(now[0]);
  const path = `/results/v2/schools-view?survey_id=${version.surveyId}&school_year=${span?.year}&term=${termOf(daysAgo(30))}`;

  // The figures are there: every school, each shown with its trend, and the benchmark.
  const first = await timed(() => apiAs(baseUrl, token).get<SchoolsView>(path));
  const view = first.result;
  const scored = view.schools.filter((row) => !row.current.hidden && row.previous && !row.previous.hidden);
  if (view.schools.length !== schoolCount || scored.length !== schoolCount || !view.benchmark)
    throw new Error(
      `the view shows ${view.schools.length} schools, ${scored.length} with both terms, benchmark ${view.benchmark ? 'shown' : 'missing'}: expected ${schoolCount} and a benchmark`,
    );
  info(`first read (${schoolCount} schools, nothing read before)`, formatMs(first.ms));

  const caller = timedCallerAs(baseUrl, token);
  const viewP95 = await measureP95(
    `schools × themes, ${schoolCount} schools (the first page: all)`,
    targetMs,
    () => caller.get(path),
    { warmups: 2, samples: 20 },
  );
  const floorSql = `select period_id, kind, key, value, count from result_cells
    where period_id = any($1::int[]) and class_key = $2 and grade = $2`;
  const floorTimes: number[] = [];
  let floorRows = 0;
  for (let i = 0; i < 20; i++) {
    const read = await timed(() => database.executeSql(floorSql, [shown, WHOLE_PERIOD]));
    floorRows = (read.result as { rows: unknown[] }).rows.length;
    floorTimes.push(read.ms);
  }
  floorTimes.sort((a, b) => a - b);
  const floor = floorTimes[Math.ceil(floorTimes.length * 0.95) - 1];
  info(
    '  floor: one SELECT of the whole-period cells, p95',
    `${formatMs(floor)} (${floorRows.toLocaleString('en')} rows of ${shown.length} periods) → view ${(viewP95 / floor).toFixed(1)} × floor`,
  );
  await app.close();
  await database.close();
  info('load average at the end', loadAverage());
  exitWithOutcomes();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
