/**
 * npm run bench:start — how long a newcomer waits and how much the server holds, next to target and floor:
 * 1. the first `npm start` on a fresh copy (a git worktree of HEAD: no dist/, no data/; node_modules
 *    linked, as after `npm ci`) until /api/health/ready answers ready and /users/login 200, split into
 *    the web build, the server build, the server's load + migrations + demo seed, and app + queue + listen
 *    (target ≤ 20 s on a quiet machine);
 * 2. a restart of the same copy, everything built and the embedded database present (target ≤ 5 s);
 * 3. on PostgreSQL (DATABASE_URL, else a throwaway one from scripts/test-postgres.sh): the server's
 *    VmRSS/VmHWM after start and after a few hundred of a staff page's API calls (target ≤ 250 MB).
 * Floors measured in the same run: `node -e` of an empty http server answering, opening PGlite in a fresh
 * folder, connecting to the PostgreSQL; the RSS of a bare node and of a node that imported the server's
 * main packages. The load average before and after says how busy the (shared) machine was.
 * The start script's commands are run one by one as `npm start` runs them (npm's own ~0.3 s aside).
 * `-- --cpu-prof=<dir>` writes V8 CPU profiles of each server start there; `-- --keep` keeps the copy.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort, loadText } from './machine';
import { postgresDurability } from './postgresDurability';

const { values: args } = parseArgs({
  options: { 'cpu-prof': { type: 'string' }, keep: { type: 'boolean', default: false } },
});
const root = process.cwd();
const target = { firstStartS: 20, restartS: 5, rssMb: 250 };

const row = (figure: string, value: string, targetText: string, floor: string) => {
  const targetPart = targetText ? `target ${targetText}` : '';
  console.log(
    `${figure.padEnd(46)} ${value.padStart(9)}   ${targetPart.padEnd(18)} ${floor ? `floor ${floor}` : ''}`,
  );
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** The environment a newcomer's shell has: none of the server's settings. */
function newcomerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (
      /^(DATABASE_|PORT$|HOST$|DATA_DIR$|WEB_DIST_DIR$|TOKEN_SECRET$|COOKIE_SECRET$|METRICS_|NODE_ENV$|DEMO_DATA$)/.test(
        name,
      )
    ) {
      delete env[name];
    }
  }
  return { ...env, ...extra };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done(child.exitCode);
    else child.once('exit', (code) => done(code));
  });
}

/** Runs one command of the start script to its end; its output goes to the log; returns milliseconds. */
async function timed(command: string[], cwd: string, env: NodeJS.ProcessEnv, log: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(command[0] === 'node' ? process.execPath : command[0], command.slice(1), {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => log.push(String(chunk)));
  child.stderr?.on('data', (chunk) => log.push(String(chunk)));
  const code = await exited(child);
  if (code !== 0) throw new Error(`${command.join(' ')} failed (${code}):\n${log.join('').slice(-3000)}`);
  return performance.now() - started;
}

async function answers(url: string, ready: (response: Response) => Promise<boolean>): Promise<boolean> {
  try {
    const response = await fetch(url);
    return await ready(response);
  } catch {
    return false;
  }
}

type Server = { child: ChildProcess; url: string; log: string[]; marks: Record<string, number> };

/** Starts the server the way the start script's last command does and times it to ready + login page. */
async function startServer(command: string[], cwd: string, env: NodeJS.ProcessEnv, label: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const nodeArgs = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${resolve(args['cpu-prof'])}`] : [];
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, ...command.slice(1)], {
    cwd,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { child, url, log: [], marks: {} };
  const mark = (name: string) => {
    server.marks[name] ??= performance.now() - started;
  };
  const watch = (chunk: Buffer) => {
    const text = String(chunk);
    server.log.push(text);
    if (text.includes('demo data seeded') || text.includes('"database ready"')) mark('seeded');
    if (text.includes('Balss is ready')) mark('listening');
  };
  child.stdout?.on('data', watch);
  child.stderr?.on('data', watch);
  const deadline = performance.now() + 300_000;
  while (
    !(await answers(`${url}/api/health/ready`, async (r) => r.ok && (await r.json()).data?.ready === true))
  ) {
    if (child.exitCode !== null)
      throw new Error(`${label}: the server exited:\n${server.log.join('').slice(-3000)}`);
    if (performance.now() > deadline) throw new Error(`${label}: not ready within 300 s`);
    await sleep(25);
  }
  mark('ready');
  if (!(await answers(`${url}/users/login`, async (r) => r.status === 200 && (await r.text()).length > 0))) {
    throw new Error(`${label}: /users/login did not answer 200`);
  }
  mark('login');
  return server;
}

async function stopServer(server: Server) {
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
  await exited(server.child);
  clearTimeout(timer);
}

function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/** Wall time from spawning `node -e <code>` until its http server answers (the floor of any node start). */
async function emptyServerFloor(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [
    '-e',
    `require('http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`,
  ]);
  while (!(await answers(`http://127.0.0.1:${port}/`, async (r) => r.ok))) await sleep(5);
  const elapsed = performance.now() - started;
  child.kill();
  await exited(child);
  return elapsed;
}

/** A node process's RSS (kB) after it imported these packages (none: a bare node). */
function nodeRss(packages: string[]): number {
  const code = `${packages.map((name) => `await import(${JSON.stringify(name)});`).join('')}
    globalThis.gc?.(); const s = (await import('node:fs')).readFileSync('/proc/self/status', 'utf8');
    console.log(/^VmRSS:\\s+(\\d+)/m.exec(s)[1]);`;
  return Number(
    execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' }),
  );
}

/**
 * Milliseconds to import PGlite, create a database in a fresh folder (its initdb) and answer `select 1`,
 * then to open that existing folder again in a new process (what a restart pays at least).
 */
function pgliteFloor(folder: string): { importMs: number; createMs: number; reopenMs: number } {
  const run = () => {
    const code = `const t0 = performance.now(); const { PGlite } = await import('@electric-sql/pglite');
    const t1 = performance.now(); const db = new PGlite(${JSON.stringify(folder)}); await db.query('select 1');
    const t2 = performance.now(); await db.close(); console.log(JSON.stringify({ importMs: t1 - t0, openMs: t2 - t1 }));`;
    return JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' }),
    ) as { importMs: number; openMs: number };
  };
  const created = run();
  const reopened = run();
  return { importMs: reopened.importMs, createMs: created.openMs, reopenMs: reopened.openMs };
}

function startCommands(tree: string): string[][] {
  const { scripts } = JSON.parse(readFileSync(join(tree, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return scripts.start.split('&&').map((part) => part.trim().split(/\s+/));
}

async function staffPageCalls(url: string, rounds: number): Promise<number> {
  const json = async (path: string, init: RequestInit = {}, token?: string) => {
    const response = await fetch(`${url}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { data: Record<string, unknown> };
  };
  const login = await json('/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ username: 'admin', password: 'demo12345' }),
  });
  const token = login.data.token as string;
  const terms = await json('/api/terms/current');
  await json(
    '/api/terms/accept',
    { method: 'POST', body: JSON.stringify({ version: terms.data.version }) },
    token,
  );
  const school = await json('/api/user/school', {}, token);
  const schoolId = (school.data.id ?? school.data.school_id) as number;
  const paths = [
    '/api/user',
    '/api/user/permissions',
    '/api/user/school',
    '/api/user/seen-items',
    '/api/dashboard/cards',
    `/api/school/${schoolId}/periods`,
  ];
  let count = 0;
  for (let round = 0; round < rounds; round++) {
    // A page's calls go out together, as the browser sends them.
    await Promise.all(paths.map((path) => json(path, {}, token)));
    count += paths.length;
  }
  return count;
}

async function main() {
  const watchdog = setTimeout(() => {
    console.error('bench:start: gave up after 20 minutes');
    process.exit(2);
  }, 1_200_000);
  const work = mkdtempSync(join(tmpdir(), 'balss-bench-start-'));
  const tree = join(work, 'tree');
  let server: Server | null = null;
  let startedPg: string | null = null;
  let databaseUrl = process.env.DATABASE_URL;
  const loadBefore = loadText();
  console.log(
    `bench:start on ${cpus().length} CPUs, load average before ${loadBefore} (1/5/15 min; a shared machine)`,
  );
  try {
    // Floors.
    const emptyServer = await emptyServerFloor();
    const pglite = pgliteFloor(join(work, 'pglite-floor'));
    const bareRss = nodeRss([]);
    const dependencies = [
      'fastify',
      'drizzle-orm',
      'drizzle-orm/node-postgres',
      'pg',
      'pg-boss',
      'zod',
      'pino',
      'jose',
    ];
    const dependenciesRss = nodeRss(dependencies);

    // 1. First start of a fresh copy: no dist/, no data/.
    execFileSync('git', ['worktree', 'add', '--detach', tree, 'HEAD'], { cwd: root, stdio: 'ignore' });
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
    const commands = startCommands(tree);
    const env = newcomerEnv();
    const firstLog: string[] = [];
    const webMs = await timed(commands[0], tree, env, firstLog);
    const serverBuildMs = await timed(commands[1], tree, env, firstLog);
    server = await startServer(commands[2], tree, env, 'first start');
    const first = server.marks;
    await stopServer(server);
    server = null;
    const firstTotal = webMs + serverBuildMs + first.login;

    // 2. Restart: everything built, the embedded database present.
    const restartLog: string[] = [];
    const webCheckMs = await timed(commands[0], tree, env, restartLog);
    const serverCheckMs = await timed(commands[1], tree, env, restartLog);
    server = await startServer(commands[2], tree, env, 'restart');
    const again = server.marks;
    await stopServer(server);
    server = null;
    const restartTotal = webCheckMs + serverCheckMs + again.login;

    console.log('');
    row(
      'first npm start → ready + /users/login 200',
      seconds(firstTotal),
      `≤ ${target.firstStartS} s`,
      `${seconds(emptyServer + pglite.importMs + pglite.createMs)} (empty http server + PGlite create), builds aside`,
    );
    row('  web build (vite)', seconds(webMs), '', '');
    row('  server build (esbuild)', seconds(serverBuildMs), '', '');
    row(
      '  server load + migrations + demo seed',
      seconds(first.seeded),
      '',
      `PGlite import ${seconds(pglite.importMs)} + create ${seconds(pglite.createMs)}`,
    );
    row('  app + queue + listen', seconds(first.listening - first.seeded), '', '');
    row(
      '  to /health/ready answering ready',
      seconds(first.ready),
      '',
      `empty http server ${seconds(emptyServer)}`,
    );
    row(
      'restart npm start → ready + /users/login 200',
      seconds(restartTotal),
      `≤ ${target.restartS} s`,
      `${seconds(emptyServer + pglite.importMs + pglite.reopenMs)} (empty http server + PGlite reopen)`,
    );
    row('  staleness checks (web + server)', seconds(webCheckMs + serverCheckMs), '', '');
    row(
      '  server load + migrations check + seed check',
      seconds(again.seeded),
      '',
      `PGlite import ${seconds(pglite.importMs)} + reopen ${seconds(pglite.reopenMs)}`,
    );
    row(
      '  to /health/ready answering ready',
      seconds(again.ready),
      '',
      `empty http server ${seconds(emptyServer)}`,
    );

    // 3. PostgreSQL: memory of the server after start and after a staff page's calls.
    if (!databaseUrl) {
      const exports = execFileSync('bash', ['scripts/test-postgres.sh', 'start'], {
        cwd: root,
        encoding: 'utf8',
      });
      startedPg = /PG_TEST_DIR=(\S+)/.exec(exports)?.[1] ?? null;
      databaseUrl = /DATABASE_URL=(\S+)/.exec(exports)?.[1];
    }
    if (!databaseUrl) throw new Error('no DATABASE_URL from scripts/test-postgres.sh');
    const client = new pg.Client({ connectionString: databaseUrl });
    const connectStarted = performance.now();
    await client.connect();
    await client.query('select 1');
    const connectMs = performance.now() - connectStarted;
    const durability = await postgresDurability(async (text, values) =>
      client.query(text, values as unknown[]),
    );
    await client.end();
    // The demo's admin signs in for the staff-page calls: demo data is off by default on PostgreSQL.
    const pgEnv = newcomerEnv({
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(work, 'pg-data'),
      DEMO_DATA: 'true',
    });
    mkdirSync(join(work, 'pg-data'));
    server = await startServer(commands[2], tree, pgEnv, 'PostgreSQL start');
    const pgMarks = server.marks;
    const pid = server.child.pid as number;
    const atStart = memory(pid);
    await sleep(3000);
    const settled = memory(pid);
    const requests = await staffPageCalls(server.url, 50);
    const afterCalls = memory(pid);
    await stopServer(server);
    server = null;

    console.log(`\n${durability}`);
    row(
      'PostgreSQL first start → ready',
      seconds(pgMarks.login),
      '',
      `connect + select 1 ${seconds(connectMs)}`,
    );
    row(
      'server VmRSS at ready (PostgreSQL)',
      megabytes(atStart.rss),
      `≤ ${target.rssMb} MB`,
      `bare node ${megabytes(bareRss)}, node + main packages ${megabytes(dependenciesRss)}`,
    );
    row('server VmRSS 3 s after ready', megabytes(settled.rss), `≤ ${target.rssMb} MB`, '');
    row(
      `server VmRSS after ${requests} staff-page calls`,
      megabytes(afterCalls.rss),
      `≤ ${target.rssMb} MB`,
      '',
    );
    row('server VmHWM (peak) after the calls', megabytes(afterCalls.hwm), `≤ ${target.rssMb} MB`, '');
    console.log(`\nmain packages of the floor: ${dependencies.join(', ')}`);
    console.log(
      `load average before ${loadBefore}, after ${loadText()} (${cpus().length} CPUs, shared machine)`,
    );
    const missed = [
      firstTotal > target.firstStartS * 1000 ? `first start ${seconds(firstTotal)}` : '',
      restartTotal > target.restartS * 1000 ? `restart ${seconds(restartTotal)}` : '',
      afterCalls.hwm > target.rssMb * 1024 ? `server peak ${megabytes(afterCalls.hwm)}` : '',
    ].filter(Boolean);
    console.log(
      missed.length > 0
        ? `Over target: ${missed.join(', ')} (compare the load average: targets are for a quiet machine).`
        : 'Every figure is within its target.',
    );
    if (missed.length > 0) process.exitCode = 1;
  } finally {
    clearTimeout(watchdog);
    if (server) {
      server.child.kill('SIGKILL');
      await exited(server.child);
    }
    if (startedPg)
      execFileSync('bash', ['scripts/test-postgres.sh', 'stop', startedPg], { cwd: root, stdio: 'ignore' });
    if (!args.keep) {
      try {
        execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: root, stdio: 'ignore' });
      } catch {
        // never added (it failed before), nothing to remove
      }
      rmSync(work, { recursive: true, force: true });
    } else {
      console.log(`kept the copy at ${tree} (remove it with: git worktree remove --force ${tree})`);
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
