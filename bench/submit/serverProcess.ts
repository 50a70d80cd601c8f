import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The real server (server/main.ts) as a child process, so the load does not share its event loop. */
export function serverProcess(
  databaseUrl: string,
  port: number,
  secrets: { token: string; cookie: string },
  nodeArgs: string[] = [],
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'balss-bench-'));
  const logFile = join(dataDir, 'server.log');
  let child: ChildProcess | null = null;
  const url = `http://127.0.0.1:${port}`;

  const exited = (proc: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) resolve();
      else proc.once('exit', () => resolve());
    });

  async function start() {
    const log = openSync(logFile, 'a');
    child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        TOKEN_SECRET: secrets.token,
        COOKIE_SECRET: secrets.cookie,
        NODE_ENV: 'production',
      },
      stdio: ['ignore', log, log],
    });
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited at start; see ${logFile}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    throw new Error(`the server did not answer /api/health within 180 s; see ${logFile}`);
  }

  async function kill9() {
    if (!child) return;
    const proc = child;
    child = null;
    proc.kill('SIGKILL');
    await exited(proc);
  }

  async function stop() {
    if (!child) return;
    const proc = child;
    child = null;
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
    await exited(proc);
    clearTimeout(timer);
  }

  return { url, logFile, pid: () => child?.pid, start, kill9, stop };
}

export type ServerProcess = ReturnType<typeof serverProcess>;
