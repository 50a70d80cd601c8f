import type { Db } from '../../db/client';

/**
 * How old a poll read may be when a save uses it. Saves re-check in their own statement what may
 * change (the period's dates, early close, languages, anonymity), so a stale read never writes what
 * the period no longer allows; it only spares the read on every save of a class filling in at once.
 */
const maxAgeMs = 1000;
const maxEntries = 5000;

type Entry = { readAt: number; value: Promise<unknown> };
const byDatabase = new WeakMap<Db, Map<string, Entry>>();

/** The value read for `key` less than a second ago, or a fresh read (one read for concurrent misses). */
export function recentRead<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  const reads = byDatabase.get(db) ?? new Map<string, Entry>();
  byDatabase.set(db, reads);
  const now = Date.now();
  const known = reads.get(key);
  if (known && now - known.readAt < maxAgeMs) return known.value as Promise<T>;
  if (reads.size >= maxEntries)
    for (const [old, entry] of reads) if (now - entry.readAt >= maxAgeMs) reads.delete(old);
  const value = read();
  reads.set(key, { readAt: now, value });
  // A failed read is not kept: the next save reads again.
  value.catch(() => reads.get(key)?.value === value && reads.delete(key));
  return value;
}
