import type { Db } from '../../db/client';
import { clientOf } from './periodContext';

/** An answer kept under the version of what it was made of, until its period's next status change. */
export type Kept = { version: string; validUntil: number };

/**
 * Answers this process keeps per database client (a replica has its own), bounded by `limit` in the units
 * `sizeOf` counts: the least recently used go first. Used by the kept results summaries (summaryCache.ts)
 * and the schools side by side (schoolsView/keptFigures.ts).
 */
export function keptStore<T extends Kept>(limit: number, sizeOf: (entry: T) => number) {
  const stores = new WeakMap<object, { entries: Map<string, T>; size: number }>();
  const storeOf = (db: Db) => {
    const client = clientOf(db);
    let store = stores.get(client);
    if (!store) {
      store = { entries: new Map(), size: 0 };
      stores.set(client, store);
    }
    return store;
  };
  const drop = (db: Db, key: string) => {
    const store = storeOf(db);
    const entry = store.entries.get(key);
    if (!entry) return;
    store.entries.delete(key);
    store.size -= sizeOf(entry);
  };
  return {
    /** The entry under `key` while its status holds, as most recently used; dropped once past. */
    get(db: Db, key: string): T | null {
      const entry = storeOf(db).entries.get(key);
      if (!entry) return null;
      drop(db, key);
      if (Date.now() >= entry.validUntil) return null;
      const store = storeOf(db);
      store.entries.set(key, entry);
      store.size += sizeOf(entry);
      return entry;
    },
    drop,
    set(db: Db, key: string, entry: T): void {
      drop(db, key);
      const store = storeOf(db);
      store.entries.set(key, entry);
      store.size += sizeOf(entry);
      for (const oldest of store.entries.keys()) {
        if (store.size <= limit) break;
        drop(db, oldest);
      }
    },
  };
}
