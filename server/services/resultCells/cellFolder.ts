import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { finishedResponses, foldedResponses } from '../../metrics/registry';
import { foldPendingResponses } from './foldCells';

export type CellFolder = { nudge: () => void; stop: () => Promise<void> };

/** A finished response is folded this soon after a nudge (a burst of finishes folds once). */
const nudgeDelayMs = 50;

let running: CellFolder | null = null;

/**
 * Folds finished responses into the results cube every `intervalMs` and soon after a nudge, until
 * none are left; several servers may run one, the cells lock lets one fold at a time. A failed fold
 * is logged and tried again on the next tick.
 */
export function startCellFolder(db: Db, logger: Logger, options: { intervalMs?: number } = {}): CellFolder {
  const intervalMs = options.intervalMs ?? 1000;
  let timer: NodeJS.Timeout | null = null;
  let dueAt = 0;
  let folding: Promise<void> | null = null;
  let nudgedWhileFolding = false;
  let stopped = false;

  /** Sets the next fold; an earlier one already set stays (nudges in a burst do not postpone it). */
  const schedule = (delay: number) => {
    if (stopped || (timer && dueAt <= Date.now() + delay)) return;
    if (timer) clearTimeout(timer);
    dueAt = Date.now() + delay;
    timer = setTimeout(tick, delay);
  };

  async function foldAll() {
    try {
      while (!stopped) {
        const folded = await foldPendingResponses(db);
        if (folded === 0) break;
        foldedResponses.inc(folded);
      }
    } catch (error) {
      logger.error({ err: error }, 'folding responses into the results cube failed');
    }
  }

  function tick() {
    timer = null;
    folding = foldAll().finally(() => {
      folding = null;
      schedule(nudgedWhileFolding ? 0 : intervalMs);
      nudgedWhileFolding = false;
    });
  }

  const folder: CellFolder = {
    nudge: () => {
      if (folding) nudgedWhileFolding = true;
      else schedule(nudgeDelayMs);
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await folding;
      if (running === folder) running = null;
    },
  };
  running = folder;
  schedule(0);
  return folder;
}

/** Asks the running folder (if this process has one) to fold soon: a response has just finished. */
export function nudgeCellFolder(): void {
  finishedResponses.inc();
  running?.nudge();
}
