/**
 * npm run bench:results — issue 6's results targets against a real PostgreSQL (DATABASE_URL;
 * scripts/test-postgres.sh starts a throwaway one). Generates a 100,000-response school period and a
 * 1,000,000-response parent period over 500 schools, folds them into the results cube, and measures
 * over HTTP. `--skip-parent` leaves the parent period out; `--only=exports` measures only the school
 * period's Excel and PDF exports (no parent period, dashboards or freshness); `--only=benchmark` generates
 * only the parent period and times computing a defined benchmark over it; BENCH_RESULTS_SCALE=small
 * makes 10,000 and 100,000 (50 schools). `--scale=small|default|country` (results/scale.ts; country:
 * a parent period of 10,000 schools and 10,000,000 responses, its own targets), `--reuse-parent`
 * takes a complete parent period of that size an earlier run left in the database, `--skip-floors`
 * leaves out the read floors. The server's memory is sampled throughout. Exit code 1 when a target
 * is missed.
 */
import { sql } from 'drizzle-orm';
import type { ActiveFilters, PeriodIdentifiers, ResultsFilter } from '../common/results/types';
import type { Db } from '../server/db/client';
import { tokenFor } from '../server/test/factories';
import { type Api, apiAs } from './results/api';
import { benchSurveyDatabase, listenBenchApp } from './results/benchApp';
import { gradeOptionIds } from './results/benchSurvey';
import { loadAverage, measureHeatMapPages, parentFor, sampleServerMemory } from './results/country';
import { foldEverything, measureFoldFloor, measureNodeReadFloor } from './results/cube';
import { measureBenchmarkFloor, measureDefinedBenchmark } from './results/definedBenchmark';
import { measureExport } from './results/exports';
import { measureReadFloors } from './results/floors';
import { measureFreshness } from './results/freshness';
import { type generateParent, generateSchool } from './results/generate';
import { parentQuestionFilter, scale, sizes, targets } from './results/scale';
import { postmasterPid, treeCpuMs } from './submit/cpuMeter';

type Parent = Awaited<ReturnType<typeof generateParent>>;

import { exitWithOutcomes, formatMs, info, measureP95, report, timed } from './results/measure';

const onlyExports = process.argv.includes('--only=exports');
const onlyBenchmark = process.argv.includes('--only=benchmark');
// Issue 20: `--only=fold` generates the school period, folds it and measures the fold's floor, nothing else.
const onlyFold = process.argv.includes('--only=fold');
const skipParent = onlyExports || onlyFold || process.argv.includes('--skip-parent');
// Issue 20: --scale=small|default|country (BENCH_RESULTS_SCALE=small still works), --reuse-parent.
const memory = sampleServerMemory();
const thousands = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);

/** A question filter on the grade question (one value per grade), made through the API and built in the request. */
async function gradeFilter(api: Api, periodId: number, label: string) {
  const mapping = { question_options: gradeOptionIds.map((id) => ({ id, value: `Grade ${id.slice(1)}` })) };
  const { result, ms } = await timed(() =>
    api.post<{ id: number }>(`/results/${periodId}/filters`, {
      question_id: 'grade',
      name: 'Grade (asked)',
      mapping,
    }),
  );
  info(`question filter ${label}: create + build`, formatMs(ms));
  const filters: ActiveFilters = { question: { [String(result.id)]: ['Grade 7'] } };
  return { id: result.id, periodId, filters };
}

/** The filter's "Grade 7" value holds respondents once the responses are counted. */
async function assertGradeSeven(api: Api, filter: { id: number; periodId: number }) {
  const { values } = await api.get<ResultsFilter>(`/results/${filter.periodId}/filters/${filter.id}`);
  const seventh = values.find((value) => value.value === 'Grade 7');
  if (!seventh?.count)
    throw new Error(`the grade filter has no visible "Grade 7": ${JSON.stringify(values)}`);
}

/** Issue 16: a benchmark defined over the parent period's schools, next to its target and its SQL floor. */
async function reportDefinedBenchmark(db: Db, versionId: number, parent: Parent) {
  const defined = await measureDefinedBenchmark(db, versionId, parent);
  const floor = await measureBenchmarkFloor(db, versionId, parent);
  report(
    `defined benchmark over ${thousands(sizes.parent)} (${defined.schools} schools, ${thousands(defined.respondents)})`,
    `${formatMs(defined.ms)} (floor ${formatMs(floor.ms)})`,
    `≤ ${formatMs(targets.definedBenchmarkMs)}`,
    defined.ms <= targets.definedBenchmarkMs,
  );
  info(
    'defined benchmark floor',
    `one SQL sum of the same schools' cube rows: ${floor.groups.toLocaleString('en')} answer groups`,
  );
}

/** CPU ms so far of the PostgreSQL server's processes (a local one) and of this process. */
async function foldCpu(db: Db) {
  const [backend] = (
    (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }
  ).rows;
  const own = process.cpuUsage();
  return { postgres: treeCpuMs(postmasterPid(backend.pid)), node: (own.user + own.system) / 1000 };
}

const summary =
  (api: Api, identifiers: PeriodIdentifiers, filters: ActiveFilters = {}) =>
  () =>
    api.post('/results/v2/summary', { period_identifiers: identifiers, filters }).then(() => undefined);

async function main() {
  const { config, database, db, content, version } = await benchSurveyDatabase([
    'scale',
    `${scale} (load average ${loadAverage()} at the start)`,
  ]);
  if (onlyBenchmark) {
    memory.phase('generation');
    const generated = await timed(() => parentFor(db, content, version.id));
    await db.execute(sql`analyze`);
    info('generation (parent period, with analyze)', `${(generated.ms / 1000).toFixed(1)} s`);
    await foldEverything(db);
    memory.phase('defined benchmark');
    await reportDefinedBenchmark(db, generated.result.parent.surveyVersionId, generated.result);
    await database.close();
    return finish();
  }
  const schoolLabel = `${thousands(sizes.school)}`;
  const parentLabel = `${thousands(sizes.parent)}`;
  memory.phase('generation');
  const generated = await timed(async () => ({
    school: await generateSchool(db, content, version.id, sizes.school),
    parent: skipParent ? null : await parentFor(db, content, version.id),
  }));
  await db.execute(sql`analyze`);
  info('generation (both periods, with analyze)', `${(generated.ms / 1000).toFixed(1)} s`);
  const { school, parent } = generated.result;

  const { deps, app, baseUrl } = await listenBenchApp(config, database);
  const schoolApi = apiAs(baseUrl, await tokenFor(deps, school.admin.identity, 4 * 3600));
  const schoolPeriod: PeriodIdentifiers = { type: 'period', id: school.period.id };

  // The school's filter first, as when a school makes one while its period runs: the fold then adds
  // its cells too. The parent period's responses are already counted: its build counts them all.
  const schoolQuestion = await gradeFilter(schoolApi, school.period.id, schoolLabel);
  const orgApi = parent && apiAs(baseUrl, await tokenFor(deps, parent.admin.identity, 4 * 3600));
  const parentQuestion =
    parent && orgApi && parentQuestionFilter && (await gradeFilter(orgApi, parent.parent.id, parentLabel));
  // Fresh statistics of the new members, as autovacuum would gather within a minute; the fold's joins need them.
  await db.execute(sql`analyze result_filter_members`);
  memory.phase('fold');
  // CPU of both sides (PostgreSQL's processes from /proc, this process's own), less moved by the
  // other work on a shared machine than the wall-clock rate.
  const cpuBefore = await foldCpu(db);
  const fold = await timed(() => foldEverything(db));
  const cpuAfter = await foldCpu(db);
  await assertGradeSeven(schoolApi, schoolQuestion);
  if (orgApi && parentQuestion) await assertGradeSeven(orgApi, parentQuestion);
  const foldRate = fold.result / (fold.ms / 1000);
  report(
    `fold ${fold.result.toLocaleString('en')} responses (with a question filter)`,
    `${(fold.ms / 1000).toFixed(1)} s = ${Math.round(foldRate).toLocaleString('en')}/s (load ${loadAverage()})`,
    `≥ ${targets.foldPerSecond.toLocaleString('en')}/s`,
    foldRate >= targets.foldPerSecond,
  );
  const perResponse = (ms: number) => `${Math.round((ms * 1000) / fold.result)} µs`;
  info(
    'fold CPU per response',
    `PostgreSQL ${perResponse(cpuAfter.postgres - cpuBefore.postgres)}, Node ${perResponse(cpuAfter.node - cpuBefore.node)}`,
  );
  memory.phase('fold floors');
  const foldFloor = await measureFoldFloor(db, school.period.id);
  info('fold floor (answers read + expanded once in SQL)', `${Math.round(foldFloor).toLocaleString('en')}/s`);
  // Issue 20: the fold counts in Node, so it also sends every answer to Node once; the floor above
  // (nothing sent) stays the least work any fold does, this one is the least this fold does.
  const nodeRead = await measureNodeReadFloor(db, school.period.id);
  info('answers read once into Node (nothing counted)', `${Math.round(nodeRead).toLocaleString('en')}/s`);
  if (onlyFold) {
    await app.close();
    await database.close();
    return finish();
  }

  if (!onlyExports) {
    memory.phase('reads');
    await measureP95(`dashboard ${schoolLabel} unfiltered`, 300, summary(schoolApi, schoolPeriod));
    await measureP95(
      `dashboard ${schoolLabel} class filter`,
      700,
      summary(schoolApi, schoolPeriod, { class: [school.classId] }),
    );
    await measureP95(
      `dashboard ${schoolLabel} question filter`,
      700,
      summary(schoolApi, schoolPeriod, schoolQuestion.filters),
    );

    if (parent && orgApi) {
      const parentPeriod: PeriodIdentifiers = { type: 'parent_period', id: parent.parent.id };
      await measureP95(
        `parent period ${parentLabel} unfiltered`,
        targets.parentDashboardMs,
        summary(orgApi, parentPeriod),
      );
      if (parentQuestion) {
        await measureP95(
          `parent period ${parentLabel} question filter`,
          2000,
          summary(orgApi, parentPeriod, parentQuestion.filters),
        );
      } else info(`parent period ${parentLabel} question filter`, 'left out at this scale (scale.ts)');
      await measureP95(
        `heat map ${parentLabel}, default page (${Math.min(sizes.parentSchools, 500)} of ${sizes.parentSchools} schools)`,
        targets.heatMapMs,
        () => orgApi.post('/results/v2/heatmap', { period_identifiers: parentPeriod }).then(() => undefined),
      );
      await measureHeatMapPages(orgApi, parentPeriod, parentLabel);
      memory.phase('defined benchmark');
      await reportDefinedBenchmark(db, parent.parent.surveyVersionId, parent);
    }

    const freshness = await measureFreshness(db, schoolApi, school.period.id, content);
    report(
      'new response counted (public link PUT → summary)',
      formatMs(freshness),
      '≤ 5 s',
      freshness <= 5000,
    );
  }

  memory.phase('exports');
  const excel = await measureExport(database, school.admin.identity, school.period.id, 'xlsx');
  report(`Excel ${schoolLabel}`, `${excel.seconds.toFixed(1)} s`, '≤ 60 s', excel.seconds <= 60);
  report(
    `Excel ${schoolLabel} memory growth`,
    `+${excel.growthMb.toFixed(0)} MB`,
    '≤ 512 MB',
    excel.growthMb <= 512,
  );
  info(
    `Excel ${schoolLabel} file / RSS`,
    `${(excel.bytes / 1024 / 1024).toFixed(1)} MB / ${excel.rssMb.before.toFixed(0)} → ${excel.rssMb.peak.toFixed(0)} MB`,
  );
  const pdf = await measureExport(database, school.admin.identity, school.period.id, 'pdf');
  report(`PDF ${schoolLabel}`, `${pdf.seconds.toFixed(1)} s`, '≤ 10 s', pdf.seconds <= 10);
  info(
    `PDF ${schoolLabel} memory growth / file`,
    `+${pdf.growthMb.toFixed(0)} MB / ${(pdf.bytes / 1024).toFixed(0)} kB`,
  );

  if (!onlyExports && parent && !process.argv.includes('--skip-floors')) {
    memory.floorsBegin();
    await measureReadFloors(deps, baseUrl, content, version.id, sizes, { school, parent });
  }
  await app.close();
  await database.close();
  finish();
}

function finish() {
  memory.report();
  info('load average at the end', loadAverage());
  exitWithOutcomes();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
