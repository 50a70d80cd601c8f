/**
 * npm run bench:cluster — issue 19's acceptance run on the production shape that scripts/cluster.sh
 * starts: a durable PostgreSQL 15 primary, a streaming replica, 3 compiled app servers and HAProxy.
 *
 * 1. One server: the same submission load (finished 40-answer responses, bench/submit) sent straight
 *    to server 1, for the one-server figure of this run.
 * 2. Kill round: the load through the balancer for 60 s while every 15 s one server is killed with
 *    kill -9 and started again. Clients retry what was not acknowledged with the same response id, as
 *    the poll page does: 0 acknowledged responses lost, 0 duplicates; throughput beside the one-server
 *    figure.
 * 3. Rolling restart of all three (SIGTERM, wait until ready, next) under the same load, no retries:
 *    0 failed requests.
 * 4. A response submitted through server 1 is counted in the dashboard (results summary) read through
 *    server 2 from the replica within 5 s.
 * `-- --short`: 30 s with a kill every 10 s, a 10 s one-server run; the same targets.
 */
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { ResultsSummary } from '../common/results/types';
import { newResponseId } from '../common/survey/responseId';
import { buildApp } from '../server/app';
import { createTokenSigner } from '../server/auth/tokens';
import { type Database, openDatabase } from '../server/db/client';
import type { AppDeps } from '../server/deps';
import { buildIdentity, testPassword } from '../server/test/factories';
import { testConfig } from '../server/test/testApp';
import { type Cluster, startCluster } from './cluster/clusterScript';
import { runRetryingLoad } from './cluster/retryingLoad';
import { type HttpClient, httpClient } from './httpClient';
import { postgresDurability } from './postgresDurability';
import { benchAnswers } from './submit/benchSurvey';
import { buildBenchWorld } from './submit/benchWorld';
import { runThroughput, type ThroughputResult } from './submit/throughput';

const { values: args } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '32' },
  },
});
const short = args.short ?? false;
const seconds = Number(args.seconds ?? (short ? 30 : 60));
const killEvery = short ? 10 : 15;
const oneServerSeconds = short ? 10 : 30;
const connections = Number(args.connections);
const serverCount = 3;
const target = { lost: 0, duplicates: 0, rollingFailed: 0, replicaSeconds: 5 };

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const mark = (ok: boolean) => (ok ? 'OK' : 'MISSED');

/** Rolling restart under load: throughput runs of 5 s back to back until the restart has finished. */
async function loadDuring(work: Promise<void>, client: HttpClient, token: string, body: Buffer) {
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  const runs: ThroughputResult[] = [];
  while (!done) runs.push(await runThroughput(client, token, body, connections, 5));
  await finished;
  return {
    requests: runs.reduce((sum, r) => sum + r.acknowledged.length + r.errors, 0),
    acknowledged: runs.flatMap((r) => r.acknowledged),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    errorSamples: runs.flatMap((r) => r.errorSamples).slice(0, 5),
    seconds: runs.reduce((sum, r) => sum + r.seconds, 0),
  };
}

async function killRound(cluster: Cluster, client: HttpClient, token: string, body: Buffer) {
  const kills: string[] = [];
  const schedule = (async () => {
    const started = performance.now();
    for (let k = 1; k * killEvery < seconds; k++) {
      await sleep(started + k * killEvery * 1000 - performance.now());
      const n = ((k - 1) % serverCount) + 1;
      const killedAt = performance.now();
      await cluster.kill9(n);
      await cluster.up(n);
      kills.push(
        `server ${n} killed at ${((killedAt - started) / 1000).toFixed(1)} s, ready again ${((performance.now() - killedAt) / 1000).toFixed(1)} s later`,
      );
    }
  })();
  const run = await runRetryingLoad(client, token, body, connections, seconds);
  await schedule;
  return { run, kills };
}

async function summaryCount(serverUrl: string, token: string, periodId: number) {
  const reply = await fetch(`${serverUrl}/api/results/v2/summary`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ period_identifiers: { type: 'period', id: periodId } }),
  });
  if (reply.status !== 200) throw new Error(`summary answered ${reply.status} ${await reply.text()}`);
  const summary = (await reply.json()).data as ResultsSummary;
  return summary.info.survey_info.num_finished;
}

/** Submits through server 1, reads the dashboard through server 2 (no write cookie: the replica). */
async function replicaDelay(
  cluster: Cluster,
  token: string,
  viewerToken: string,
  periodId: number,
  body: Buffer,
) {
  const before = await summaryCount(cluster.serverUrl(2), viewerToken, periodId);
  const sent = performance.now();
  const put = await fetch(`${cluster.serverUrl(1)}/api/public-polls/${token}/responses/${newResponseId()}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: body.toString(),
  });
  if (put.status !== 200) throw new Error(`the submission answered ${put.status}`);
  while (performance.now() - sent < 30_000) {
    if ((await summaryCount(cluster.serverUrl(2), viewerToken, periodId)) > before)
      return (performance.now() - sent) / 1000;
    await sleep(50);
  }
  return Number.POSITIVE_INFINITY;
}

async function waitFolded(database: Database, periodId: number) {
  const started = performance.now();
  while (performance.now() - started < 300_000) {
    const [row] = (
      await database.executeSql(
        `select count(*)::int as pending from responses
          where period_id = $1 and status = 'finished' and not counted`,
        [periodId],
      )
    ).rows;
    if (Number(row.pending) === 0) return (performance.now() - started) / 1000;
    await sleep(500);
  }
  return Number.POSITIVE_INFINITY;
}

async function main() {
  let cluster: Cluster | null = null;
  const watchdog = setTimeout(
    async () => {
      console.error(`bench:cluster: gave up after the overall time limit; logs in ${cluster?.dir}`);
      await cluster?.stop().catch(() => {});
      process.exit(2);
    },
    (short ? 600 : 1200) * 1000,
  );
  process.once('SIGINT', async () => {
    await cluster?.stop().catch(() => {});
    process.exit(130);
  });
  let failed = true;
  let database: Database | null = null;
  const clients: HttpClient[] = [];
  try {
    console.log(`machine load average at the start ${load()} (1, 5, 15 min), ${seconds} s kill round`);
    cluster = await startCluster(serverCount);
    database = openDatabase({ databaseUrl: cluster.databaseUrl, poolSize: 4 });
    console.log(`primary: ${await postgresDurability(database.executeSql)}`);
    const [replica] = (
      await database.executeSql(`select application_name, state, sync_state from pg_stat_replication`)
    ).rows;
    console.log(`replica: ${replica ? `${replica.state} (${replica.sync_state})` : 'NOT STREAMING'}`);

    const config = testConfig();
    const deps: AppDeps = { config, database, queue: null, signer: createTokenSigner(config.tokenSecret) };
    const setupApp = await buildApp(deps);
    const world = await buildBenchWorld(setupApp, deps, 1);
    await setupApp.close();
    const [period] = (
      await database.executeSql('select organization_id from survey_periods where id = $1', [
        world.publicPeriodId,
      ])
    ).rows;
    const viewer = await buildIdentity(database.db, {
      type: 'school_admin',
      organizationId: Number(period.organization_id),
      password: testPassword,
      permissions: { view_survey_results: true },
    });
    const login = await fetch(`${cluster.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'bench-cluster' },
      body: JSON.stringify({ username: viewer.user.username, password: testPassword }),
    });
    if (login.status !== 200) throw new Error(`signing in answered ${login.status}`);
    const viewerToken = (await login.json()).data.token as string;
    const body = Buffer.from(
      JSON.stringify({ answers: benchAnswers(world.content, 1), finished: true, language: 'lv' }),
    );

    const single = httpClient(cluster.serverUrl(1), connections);
    const balanced = httpClient(cluster.url, connections);
    clients.push(single, balanced);
    const warmup = await runThroughput(balanced, world.publicToken, body, connections, 3);
    const one = await runThroughput(single, world.publicToken, body, connections, oneServerSeconds);
    console.log(
      `one server (straight to server 1, ${connections} connections, ${one.seconds.toFixed(0)} s): ` +
        `${one.perSecond.toFixed(0)} submissions/s, p99 ${one.p99.toFixed(0)} ms, errors ${one.errors} · load ${load()}`,
    );

    const { run, kills } = await killRound(cluster, balanced, world.publicToken, body);
    const loadAfterKills = load();
    const rolling = await loadDuring(cluster.rollingRestart(), balanced, world.publicToken, body);
    const loadAfterRolling = load();

    const acknowledged = [
      ...warmup.acknowledged,
      ...one.acknowledged,
      ...run.acknowledged,
      ...rolling.acknowledged,
    ];
    const [counted] = (
      await database.executeSql(
        `select count(*)::int as finished,
                count(*) filter (where id = any($2::uuid[]))::int as acknowledged_found,
                count(*) filter (where id = any($3::uuid[]))::int as unacknowledged_found
           from responses where period_id = $1 and status = 'finished'`,
        [world.publicPeriodId, acknowledged, run.gaveUp],
      )
    ).rows;
    const lost = acknowledged.length - Number(counted.acknowledged_found);
    const duplicates =
      Number(counted.finished) - Number(counted.acknowledged_found) - Number(counted.unacknowledged_found);
    const distinctAcknowledged = new Set(acknowledged).size;

    const foldSeconds = await waitFolded(database, world.publicPeriodId);
    const delay = await replicaDelay(cluster, world.publicToken, viewerToken, world.publicPeriodId, body);

    console.log(
      `kill round: ${serverCount} servers behind HAProxy, ${connections} connections, ${run.seconds.toFixed(0)} s, ` +
        `kill -9 every ${killEvery} s then start again (load average after ${loadAfterKills})`,
    );
    for (const kill of kills) console.log(`  ${kill}`);
    console.log(
      `  ${run.acknowledged.length.toLocaleString('en')} acknowledged, ${run.retriedAttempts} tries retried with the same id, ` +
        `${run.gaveUp.length} never acknowledged (target 0) ${mark(run.gaveUp.length === 0)}`,
    );
    for (const sample of run.errorSamples) console.log(`    retried after: ${sample}`);
    console.log(
      `  throughput ${run.perSecond.toFixed(0)} submissions/s through the balancer with kills · one server ${one.perSecond.toFixed(0)}/s ` +
        `(same load, same run) → ${(run.perSecond / one.perSecond).toFixed(2)} × (no target: the 3 servers, PostgreSQL, ` +
        'the replica and the load share this machine’s 2 cores)',
    );
    console.log(
      `  all runs: ${acknowledged.length.toLocaleString('en')} acknowledged (${distinctAcknowledged} distinct), ` +
        `${counted.finished} finished rows in the database`,
    );
    console.log(`  lost ${lost} (target ${target.lost}) ${mark(lost === target.lost)}`);
    console.log(
      `  duplicates ${duplicates} (target ${target.duplicates}) ${mark(duplicates === target.duplicates && distinctAcknowledged === acknowledged.length)}`,
    );
    console.log(
      `rolling restart of all ${serverCount} under load (SIGTERM, wait until ready, next; no client retries): ` +
        `${rolling.requests.toLocaleString('en')} requests in ${rolling.seconds.toFixed(0)} s, ` +
        `failed ${rolling.errors} (target ${target.rollingFailed}) ${mark(rolling.errors === target.rollingFailed)} · load ${loadAfterRolling}`,
    );
    for (const sample of rolling.errorSamples) console.log(`    ${sample}`);
    console.log(
      `replica: results folder caught up ${foldSeconds.toFixed(1)} s after the load; a response submitted through ` +
        `server 1 counted in the dashboard read through server 2 from the replica after ${delay.toFixed(2)} s ` +
        `(target ≤ ${target.replicaSeconds} s) ${mark(delay <= target.replicaSeconds)}`,
    );
    console.log(`machine load average at the end ${load()}`);
    failed =
      run.gaveUp.length > 0 ||
      lost !== 0 ||
      duplicates !== 0 ||
      distinctAcknowledged !== acknowledged.length ||
      rolling.errors !== 0 ||
      !(delay <= target.replicaSeconds);
  } catch (error) {
    console.error(error);
    console.error(`logs: ${cluster?.dir}`);
  } finally {
    for (const client of clients) client.close();
    await database?.close();
    await cluster?.stop().catch((error) => console.error(error));
    clearTimeout(watchdog);
  }
  process.exit(failed ? 1 : 0);
}

void main();
