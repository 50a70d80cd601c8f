import type { SqlExecutor } from '../../db/client';
import { type FirstSave, type FirstSaveRequest, firstSaveBucket, insertFirstSaves } from './insertFirstSave';

type Pending = {
  request: FirstSaveRequest;
  resolve: (save: FirstSave) => void;
  reject: (error: unknown) => void;
};

export type FirstSaveBatcher = (request: FirstSaveRequest) => Promise<FirstSave>;

/** What no two rows of one statement may share (see insertFirstSave.ts). */
function conflictKeys(request: FirstSaveRequest): string[] {
  const { entry, responseId } = request;
  const keys = [`bucket:${firstSaveBucket(request)}`, `response:${responseId}`];
  if (entry.accessCodeId) keys.push(`code:${entry.accessCodeId}`);
  if (entry.identityId) keys.push(`identity:${entry.period.id}:${entry.identityId}`);
  return keys;
}

/**
 * Group commit for first saves. A save that finds fewer than `maxInFlight` statements running goes
 * at once, alone, so a quiet server adds no wait; under load the saves that arrive while statements
 * run go together in the next one, up to `maxBatch`. A class finishing at once then costs a few
 * round trips and commits instead of one each: on this machine most of a save's CPU was the round
 * trip's system calls. A statement that fails is retried one save at a time, so one bad save never
 * fails the others.
 */
export function firstSaveBatcher(
  executeSql: SqlExecutor,
  { maxInFlight = 4, maxBatch = 64 } = {},
): FirstSaveBatcher {
  const queue: Pending[] = [];
  let inFlight = 0;

  function takeBatch(): Pending[] {
    const batch: Pending[] = [];
    const taken = new Set<string>();
    let index = 0;
    while (index < queue.length && batch.length < maxBatch) {
      const keys = conflictKeys(queue[index].request);
      if (keys.some((key) => taken.has(key))) index++;
      else {
        for (const key of keys) taken.add(key);
        batch.push(...queue.splice(index, 1));
      }
    }
    return batch;
  }

  async function run(batch: Pending[]): Promise<void> {
    try {
      const saves = await insertFirstSaves(
        executeSql,
        batch.map((pending) => pending.request),
      );
      for (const [index, pending] of batch.entries()) pending.resolve(saves[index]);
    } catch (error) {
      if (batch.length === 1) batch[0].reject(error);
      else for (const pending of batch) await run([pending]);
    }
  }

  function pump() {
    while (inFlight < maxInFlight && queue.length) {
      const batch = takeBatch();
      inFlight++;
      void run(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return (request) =>
    new Promise<FirstSave>((resolve, reject) => {
      queue.push({ request, resolve, reject });
      pump();
    });
}

const batchers = new WeakMap<SqlExecutor, FirstSaveBatcher>();

/** The batcher of a database connection pool (one per pool, so its saves share statements). */
export function firstSaveBatcherOf(executeSql: SqlExecutor): FirstSaveBatcher {
  let batcher = batchers.get(executeSql);
  if (!batcher) {
    batcher = firstSaveBatcher(executeSql);
    batchers.set(executeSql, batcher);
  }
  return batcher;
}
