import pg from 'pg';
import type { Database } from '../../db/client';

/** "periodId:classId" (classId empty when the respondent stood in no class). */
export type FinishKey = string;
export const everyKey = '*';
export const finishKey = (periodId: number, classId: number | null): FinishKey =>
  `${periodId}:${classId ?? ''}`;

export type FinishNotices = {
  /** A response has just finished on this server: every server hears of it within `flushMs`. */
  announce: (periodId: number, classId: number | null) => void;
  /**
   * Calls `onFinished` with the keys that changed, on whichever server they finished (`everyKey`
   * after the LISTEN connection was lost: anything may have changed). Resolves once notices are heard.
   */
  listen: (onFinished: (keys: FinishKey[]) => void) => Promise<() => void>;
  stop: () => Promise<void>;
};

const channel = 'balss_finished';
/** Finishes are gathered this long before one NOTIFY: commits that NOTIFY take a global lock in PostgreSQL. */
const flushMs = 150;
const reconnectMs = 1000;
/** NOTIFY payloads must stay under 8000 bytes. */
const payloadBytes = 7000;

const notices = new WeakMap<Database, FinishNotices>();

/**
 * The finish notices of one database (one per app server). On PostgreSQL finishes travel as one
 * NOTIFY per `flushMs` at most, and each server keeps a single LISTEN connection whose notices it
 * hands out in memory; PGlite serves one process, so its notices stay in memory.
 */
export function finishNoticesOf(database: Database): FinishNotices {
  let found = notices.get(database);
  if (!found) {
    found = createFinishNotices(database);
    notices.set(database, found);
  }
  return found;
}

function payloadsOf(keys: FinishKey[]): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const key of keys) {
    if (current && current.length + key.length + 1 > payloadBytes) {
      payloads.push(current);
      current = '';
    }
    current = current ? `${current},${key}` : key;
  }
  if (current) payloads.push(current);
  return payloads;
}

function createFinishNotices(database: Database): FinishNotices {
  const listeners = new Set<(keys: FinishKey[]) => void>();
  const pending = new Set<FinishKey>();
  let flushTimer: NodeJS.Timeout | null = null;
  let stopped = false;
  let client: pg.Client | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let listening: Promise<void> | null = null;

  const deliver = (keys: FinishKey[]) => {
    for (const listener of listeners) listener(keys);
  };

  async function flush() {
    flushTimer = null;
    const keys = [...pending];
    pending.clear();
    if (stopped || !keys.length) return;
    if (database.kind !== 'pg') return deliver(keys);
    try {
      for (const payload of payloadsOf(keys))
        await database.executeSql('select pg_notify($1, $2)', [channel, payload]);
    } catch {
      // A lost notice only delays a live count until its next periodic recount.
    }
  }

  async function connect(): Promise<void> {
    if (stopped || !database.connectionString) return;
    const next = new pg.Client({ connectionString: database.connectionString });
    client = next;
    const retry = () => {
      if (client !== next) return;
      client = null;
      listening = null;
      next.end().catch(() => {});
      if (!stopped && !reconnectTimer)
        reconnectTimer = setTimeout(() => {
          reconnectTimer = null;
          listening = connect().then(() => deliver([everyKey]));
        }, reconnectMs);
    };
    next.on('error', retry);
    next.on('end', retry);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) deliver(message.payload.split(','));
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch {
      retry();
    }
  }

  return {
    announce(periodId, classId) {
      if (stopped) return;
      pending.add(finishKey(periodId, classId));
      if (!flushTimer) flushTimer = setTimeout(() => void flush(), flushMs);
    },
    async listen(onFinished) {
      listeners.add(onFinished);
      if (database.kind === 'pg' && !client && !reconnectTimer) listening = connect();
      await listening;
      return () => {
        listeners.delete(onFinished);
      };
    },
    async stop() {
      stopped = true;
      listeners.clear();
      if (flushTimer) clearTimeout(flushTimer);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
      notices.delete(database);
    },
  };
}
