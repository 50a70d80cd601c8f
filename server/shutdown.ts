import { setTimeout as sleep } from 'node:timers/promises';
import type { App, AppDeps } from './deps';
import type { Logger } from './logger';
import type { CellFolder } from './services/resultCells/cellFolder';

export type ShutdownOptions = {
  app: App;
  deps: AppDeps;
  cellFolder?: CellFolder;
  logger: Logger;
  /** How long readiness answers 503 while requests are still taken (the balancer's time to notice). */
  drainMs: number;
  /** Then the bound on finishing the requests in flight and the running jobs together. */
  timeoutMs: number;
};

/**
 * A graceful stop: readiness turns 503 at once; after `drainMs` the server stops accepting connections
 * and waits for the requests in flight (cut off at the deadline), stops folding results, and lets
 * the running jobs finish until the deadline, when pg-boss fails the unfinished ones back to the queue
 * for another server to retry. The database stays open for the caller to close.
 */
export async function drainAndStop(options: ShutdownOptions): Promise<void> {
  const { app, deps, cellFolder, logger } = options;
  deps.draining = true;
  logger.info({ drainMs: options.drainMs, timeoutMs: options.timeoutMs }, 'draining: readiness answers 503');
  if (options.drainMs > 0) await sleep(options.drainMs);
  const deadline = Date.now() + options.timeoutMs;

  const closing = app.close();
  const cutOff = sleep(options.timeoutMs, 'timeout' as const, { ref: false });
  if ((await Promise.race([closing.then(() => 'closed' as const), cutOff])) === 'timeout') {
    logger.warn('requests still running at the shutdown deadline: closing their connections');
    app.server.closeAllConnections();
    await closing;
  }
  await cellFolder?.stop();
  await deps.queue?.stop(Math.max(1000, deadline - Date.now()));
}
