import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type Cluster = {
  dir: string;
  url: string;
  databaseUrl: string;
  readUrl: string;
  /** http://127.0.0.1:port of server n (1-based), without the balancer. */
  serverUrl: (n: number) => string;
  kill9: (n: number) => Promise<void>;
  up: (n: number) => Promise<void>;
  /** scripts/cluster.sh restart: SIGTERM, wait for the exit, start, wait until ready, next. */
  rollingRestart: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The production shape started by the project's own scripts/cluster.sh (PostgreSQL 15 primary, a
 * streaming replica, `count` compiled servers, HAProxy): this only drives it.
 */
export async function startCluster(count: number): Promise<Cluster> {
  const exports = await new Promise<Record<string, string>>((resolve, reject) => {
    const child = spawn('bash', ['scripts/cluster.sh', 'start', String(count), '--replica'], {
      env: { ...process.env, CLUSTER_WEB_BUILD: process.env.CLUSTER_WEB_BUILD ?? '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`scripts/cluster.sh start exited with ${code}`));
      resolve(Object.fromEntries([...output.matchAll(/^export (\w+)=(\S*)$/gm)].map((m) => [m[1], m[2]])));
    });
  });
  const dir = exports.CLUSTER_DIR;
  const env = { ...process.env, CLUSTER_DIR: dir };
  const script = (...args: string[]) =>
    run('bash', ['scripts/cluster.sh', ...args], { env, maxBuffer: 1 << 20 }).then(() => undefined);
  return {
    dir,
    url: exports.CLUSTER_URL,
    databaseUrl: exports.DATABASE_URL,
    readUrl: exports.DATABASE_READ_URL,
    serverUrl: (n) => `http://127.0.0.1:${readFileSync(join(dir, `server-${n}.port`), 'utf8').trim()}`,
    kill9: (n) => script('kill', String(n)),
    up: (n) => script('up', String(n)),
    rollingRestart: () => script('restart'),
    stop: () => script('stop'),
  };
}
