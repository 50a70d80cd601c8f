import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** What a script printed and how it ended. */
export type Finished = { code: number | null; output: string };

function collect(child: ChildProcess): { output: () => string; ended: Promise<Finished> } {
  const chunks: string[] = [];
  child.stdout?.on('data', (chunk) => chunks.push(String(chunk)));
  child.stderr?.on('data', (chunk) => chunks.push(String(chunk)));
  const ended = new Promise<Finished>((resolve) =>
    child.once('exit', (code) => resolve({ code, output: chunks.join('') })),
  );
  return { output: () => chunks.join(''), ended };
}

const run = (script: string, args: string[], env: Record<string, string>) =>
  spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** An operator's command (server/cli/…) run to its end with this environment. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  return collect(run(script, args, env)).ended;
}

/**
 * The real server (server/main.ts) with this environment (PORT given in it), once it answers ready; or
 * how it ended when it stopped before (a refused start).
 */
export async function startMain(env: Record<string, string>) {
  const child = run('server/main.ts', [], env);
  const { output, ended } = collect(child);
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) return { started: false as const, ...(await ended) };
    const ready = await fetch(`${url}/api/health/ready`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server/main.ts was not ready within 180 s:\n${output()}`);
    }
    await sleep(250);
  }
  return {
    started: true as const,
    url,
    stop: async () => {
      child.kill('SIGTERM');
      return ended;
    },
  };
}
