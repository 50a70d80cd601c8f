import { type ChildProcess, spawn } from 'node:child_process';

export type ServerProcess = { origin: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * Runs a test server script (tsx) in a process of its own with the test environment plus `env`, and
 * waits for the `listening <origin>` line it prints. stop() sends SIGTERM and waits for the exit.
 */
export async function startServerProcess(
  script: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening (\S+)/.exec(output);
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    origin,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
