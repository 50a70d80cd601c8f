import type { Database } from '../../db/client';
import { type ClassSessionCount, countClassSession } from './classSession';
import { everyKey, type FinishKey, finishKey, finishNoticesOf } from './finishNotices';

type Send = (count: ClassSessionCount) => void;

type Watched = {
  periodId: number;
  classId: number;
  senders: Set<Send>;
  counting: boolean;
  again: boolean;
};

/** Counts are read again this often even without notices (a period closing, an import, a lost notice). */
const recountMs = 30_000;

const watches = new WeakMap<Database, ReturnType<typeof createWatch>>();

/**
 * Open class sessions of one app server: however many projectors show a class, each finish is counted
 * once per server and the count written to all of them.
 */
export function classSessionWatchOf(database: Database) {
  let found = watches.get(database);
  if (!found) {
    found = createWatch(database);
    watches.set(database, found);
  }
  return found;
}

function createWatch(database: Database) {
  const watched = new Map<FinishKey, Watched>();

  async function recount(entry: Watched) {
    if (entry.counting) {
      entry.again = true;
      return;
    }
    entry.counting = true;
    try {
      do {
        entry.again = false;
        const count = await countClassSession(database.db, entry.periodId, entry.classId);
        for (const send of entry.senders) send(count);
      } while (entry.again && entry.senders.size);
    } catch {
      // The next notice or periodic recount tries again.
    } finally {
      entry.counting = false;
    }
  }

  const onFinished = (keys: FinishKey[]) => {
    const all = keys.includes(everyKey);
    for (const [key, entry] of watched) if (all || keys.includes(key)) void recount(entry);
  };

  // One listener per server for as long as it runs: the LISTEN connection is shared anyway.
  let started: Promise<void> | null = null;
  const start = () => {
    started ??= finishNoticesOf(database)
      .listen(onFinished)
      .then(() => {
        setInterval(() => onFinished([everyKey]), recountMs).unref();
      });
    return started;
  };

  return {
    /** Sends the count now and after every finish in the class until the returned function is called. */
    async watch(periodId: number, classId: number, send: Send): Promise<() => void> {
      await start();
      const key = finishKey(periodId, classId);
      let entry = watched.get(key);
      if (!entry) {
        entry = { periodId, classId, senders: new Set(), counting: false, again: false };
        watched.set(key, entry);
      }
      entry.senders.add(send);
      const current = entry;
      send(await countClassSession(database.db, periodId, classId));
      return () => {
        current.senders.delete(send);
        if (!current.senders.size) watched.delete(key);
      };
    },
  };
}
