/**
 * npm run bench:submit — finished 40-answer submissions over HTTP to the real server (server/main.ts
 * in a child process) on a real PostgreSQL (DATABASE_URL; scripts/test-postgres.sh starts one):
 * ≥ 2,000 per second sustained for 60 s and ≥ 0.6 × the bare store of the same run (a bare node:http server
 * that group-commits each request's row: the least a node server can do to store it durably; issue 39), p99
 * ≤ 100 ms, no errors; printed beside them, the raw single-row commit rate of the same PostgreSQL from as many
 * connections (half before and half after the submissions); beside them, the HTTP exchange alone against a bare node:http
 * server (what HTTP itself costs of a submission); then a crash round: kill -9 the server during a burst,
 * restart, retry what was not acknowledged: 0 lost, 0 duplicates.
 * `-- --short` (CI): 10 s at whatever rate it reaches, no errors, and one crash round.
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { createTokenSigner } from '../server/auth/tokens';
import { openDatabase } from '../server/db/client';
import { seedPlatformContent } from '../server/db/seed/platformContent';
import type { AppDeps } from '../server/deps';
import { testConfig } from '../server/test/testApp';
import { httpClient } from './httpClient';
import { freePort } from './machine';
import { postgresDurability } from './postgresDurability';
import { runBareHttp } from './submit/bareHttp';
import { benchAnswers } from './submit/benchSurvey';
import { buildBenchWorld } from './submit/benchWorld';
import { cpuMeter, postmasterPid } from './submit/cpuMeter';
import { runCrashRound } from './submit/crashRound';
import { combined, ownRowCommit, runRawCommits } from './submit/rawCommits';
import { type ServerProcess, serverProcess } from './submit/serverProcess';
import { runThroughput } from './submit/throughput';

const { values: args } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '64' },
    codes: { type: 'string' },
    /** A folder for V8 CPU profiles of the server child (node --cpu-prof), written when it stops. */
    'cpu-prof': { type: 'string' },
  },
});
const short = args.short ?? false;
const seconds = Number(args.seconds ?? (short ? 10 : 60));
const connections = Number(args.connections);
const codeCount = Number(args.codes ?? (short ? 600 : 3000));
const target = { perSecond: 2000, ofBareStore: 0.6, p99: 100 };
const databaseUrl = process.env.DATABASE_URL;

async function main() {
  if (!databaseUrl) {
    console.error('Set DATABASE_URL to a PostgreSQL database: eval "$(scripts/test-postgres.sh start)"');
    process.exit(1);
  }
  let server: ServerProcess | null = null;
  // Whatever happens, the run ends: CI must never hang on it.
  const watchdog = setTimeout(
    async () => {
      console.error(
        `bench:submit: gave up after the overall time limit; server log ${server?.logFile ?? 'not started'}`,
      );
      await server?.kill9();
      process.exit(2);
    },
    (short ? 300 : 900) * 1000,
  );
  const config = testConfig();
  const database = openDatabase({ databaseUrl, poolSize: 4 });
  console.log(await postgresDurability(database.executeSql));
  await database.migrate();
  await seedPlatformContent(database.db);
  const deps: AppDeps = { config, database, queue: null, signer: createTokenSigner(config.tokenSecret) };
  const setupApp = await buildApp(deps);
  const world = await buildBenchWorld(setupApp, deps, codeCount);
  await setupApp.close();

  const profileDir = args['cpu-prof'];
  server = serverProcess(
    databaseUrl,
    await freePort(),
    { token: config.tokenSecret, cookie: config.cookieSecret },
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  process.once('SIGINT', async () => {
    await server?.kill9();
    process.exit(130);
  });

  const client = httpClient(server.url, connections);
  const sql = database.executeSql;
  let failed = false;
  try {
    await server.start();
    const body = Buffer.from(
      JSON.stringify({ answers: benchAnswers(world.content, 1), finished: true, language: 'lv' }),
    );
    const [backend] = (await sql('select pg_backend_pid() as pid')).rows;
    const postgresPid = postmasterPid(Number(backend.pid));
    const cpu = cpuMeter(server.pid, postgresPid);
    const warmup = await runThroughput(client, world.publicToken, body, connections, short ? 2 : 5);
    const loadBefore = loadavg();
    const rawBefore = await runRawCommits(databaseUrl, connections, seconds / 2);
    const cpuBefore = cpu.sample();
    const run = await runThroughput(client, world.publicToken, body, connections, seconds);
    const cost = cpu.perSubmission(cpuBefore, run.acknowledged.length);
    const raw = combined([rawBefore, await runRawCommits(databaseUrl, connections, seconds / 2)]);
    const ownRow = await runRawCommits(
      databaseUrl,
      connections,
      seconds / 2,
      ownRowCommit(world.floorPeriodId, world.floorPollId, benchAnswers(world.content, 1)),
    );
    const bareHttp = await runBareHttp(body, connections, Math.min(5, seconds / 2));
    const bareStore = await runBareHttp(body, connections, seconds / 2, {
      databaseUrl,
      postmasterPid: postgresPid,
      periodId: world.floorPeriodId,
      pollId: world.floorPollId,
    });
    const loadAfter = loadavg();
    const bareStoreCpu = bareStore.serverCpuMs + bareStore.postgresCpuMs + bareStore.loadCpuMs;
    const budgetAtTarget = (availableParallelism() * 1000) / (target.ofBareStore * bareStore.perSecond);
    const acknowledged = warmup.acknowledged.length + run.acknowledged.length;
    const [stored] = (
      await sql(
        `select count(*)::int as finished from responses where period_id = $1 and status = 'finished'`,
        [world.publicPeriodId],
      )
    ).rows;
    const rowsMatch = Number(stored.finished) === acknowledged;
    const rateOk = run.perSecond >= target.perSecond;
    const ofRaw = run.perSecond / raw.perSecond;
    const ofBareStore = run.perSecond / bareStore.perSecond;
    const ofBareStoreOk = ofBareStore >= target.ofBareStore;
    const p99Ok = run.p99 <= target.p99;
    const mark = (ok: boolean) => (ok ? 'OK' : short ? 'not checked (--short)' : 'MISSED');
    console.log(
      `throughput: ${run.acknowledged.length.toLocaleString('en')} finished 40-answer submissions in ` +
        `${run.seconds.toFixed(1)} s over ${connections} keep-alive connections (after a ${warmup.seconds.toFixed(0)} s warm-up)`,
    );
    console.log(`  ${run.perSecond.toFixed(0)} submissions/s (target ≥ ${target.perSecond}) ${mark(rateOk)}`);
    console.log(
      `  raw single-row commits of the same PostgreSQL from ${connections} connections: ${raw.perSecond.toFixed(0)}/s ` +
        `(${raw.commits.toLocaleString('en')} in ${raw.seconds.toFixed(1)} s, half before and half after the submissions) → ` +
        `submissions ${ofRaw.toFixed(2)} × raw`,
    );
    console.log(
      `  the minimal SQL of a submission, its finished row alone into responses (4 indexes, 4 foreign keys), one commit each ` +
        `from ${connections} connections: ${ownRow.perSecond.toFixed(0)}/s (after the submissions) = ${(ownRow.perSecond / raw.perSecond).toFixed(2)} × raw ` +
        `→ submissions ${(run.perSecond / ownRow.perSecond).toFixed(2)} × their own row's commit rate`,
    );
    console.log(
      `  the HTTP exchange alone, the same request from ${connections} connections to a bare node:http server (no framework, ` +
        `checks or database): ${bareHttp.perSecond.toFixed(0)}/s at ${bareHttp.serverCpuMs.toFixed(3)} ms of its CPU a request ` +
        `→ the server's CPU per submission (below) is ${(cost.server / bareHttp.serverCpuMs).toFixed(1)} × that`,
    );
    console.log(
      `  the least a server can do, a bare node:http server that group-commits each request's row into responses (no ` +
        `framework, checks, rate limit or fold), same client: ${bareStore.perSecond.toFixed(0)}/s = ` +
        `${(bareStore.perSecond / raw.perSecond).toFixed(2)} × raw → submissions ${ofBareStore.toFixed(2)} × that (target ≥ ${target.ofBareStore}) ${mark(ofBareStoreOk)}; ` +
        `CPU a request: ${bareStore.serverCpuMs.toFixed(3)} ms its own, ${bareStore.postgresCpuMs.toFixed(3)} ms PostgreSQL's, ` +
        `${bareStore.loadCpuMs.toFixed(3)} ms the load generator's, ${bareStoreCpu.toFixed(3)} ms in all, where ${target.ofBareStore} × that ` +
        `leaves ${budgetAtTarget.toFixed(3)} ms of this machine's ${availableParallelism()} cores a submission`,
    );
    console.log(
      `  latency p50 ${run.p50.toFixed(1)} ms · p99 ${run.p99.toFixed(1)} ms (target ≤ ${target.p99} ms) ${mark(p99Ok)} · max ${run.max.toFixed(0)} ms`,
    );
    console.log(
      `  errors ${run.errors + warmup.errors} (target 0) ${run.errors + warmup.errors ? 'MISSED' : 'OK'}`,
    );
    for (const sample of [...warmup.errorSamples, ...run.errorSamples].slice(0, 5))
      console.log(`    ${sample}`);
    console.log(
      `  server CPU per submission ${cost.server.toFixed(3)} ms, PostgreSQL CPU per submission ${cost.postgres.toFixed(3)} ms ` +
        `→ at most ${cost.ceiling.toFixed(0)} submissions/s on 2 cores (target ≥ ${target.perSecond}) ${cost.ceiling >= target.perSecond ? 'OK' : 'MISSED'}` +
        ` · load generator ${cost.load.toFixed(3)} ms`,
    );
    const load = (avg: number[]) => avg.map((n) => n.toFixed(2)).join(' ');
    console.log(
      `  machine load average before ${load(loadBefore)} · after ${load(loadAfter)} (1, 5, 15 min)`,
    );
    console.log(
      `  rows in the database ${stored.finished} = acknowledged ${acknowledged} ${rowsMatch ? 'OK' : 'MISSED'}`,
    );

    if (profileDir) {
      // SIGKILL in the crash round would lose the profile of the throughput run: stop and start again.
      await server.stop();
      await server.start();
    }
    const crash = await runCrashRound({
      client,
      server,
      sql,
      periodId: world.codePeriodId,
      codes: world.codes,
      answers: benchAnswers(world.content, 2),
      connections: Math.min(connections, 32),
      killAt: Math.floor(world.codes.length / 3),
    });
    const crashOk =
      crash.lost === 0 &&
      crash.duplicates === 0 &&
      crash.stillUnacknowledged === 0 &&
      crash.finishedInDatabase === crash.submissions &&
      crash.codesUsed === crash.submissions;
    console.log(
      `crash: ${crash.submissions} students with access codes; kill -9 after ${crash.acknowledgedBeforeKill} acknowledged; ` +
        `restart ${crash.restartSeconds.toFixed(1)} s; ${crash.retried} retried with the same response id ` +
        `(${crash.repeatedOnRetry} had been stored before the kill and answered repeated)`,
    );
    console.log(
      `  lost ${crash.lost} (target 0) · duplicates ${crash.duplicates} (target 0) · finished in the database ` +
        `${crash.finishedInDatabase} of ${crash.submissions} · codes used ${crash.codesUsed} · never acknowledged ${crash.stillUnacknowledged} ` +
        `${crashOk ? 'OK' : 'MISSED'}`,
    );
    failed =
      run.errors + warmup.errors > 0 ||
      !rowsMatch ||
      !crashOk ||
      (!short && (!rateOk || !ofBareStoreOk || !p99Ok));
  } catch (error) {
    console.error(error);
    console.error(`server log: ${server.logFile}`);
    failed = true;
  } finally {
    client.close();
    await server.stop();
    await database.close();
    clearTimeout(watchdog);
  }
  process.exit(failed ? 1 : 0);
}

void main();
