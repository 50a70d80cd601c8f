import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { projectRoot } from '../projectRoot';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Plain SQL access, shared by pg-boss and the health check. A `name` makes it a prepared statement on
 * PostgreSQL (parsed and planned once per connection; the same name must always carry the same text).
 */
export type SqlExecutor = (
  text: string,
  values?: unknown[],
  name?: string,
) => Promise<{ rows: Record<string, unknown>[] }>;

export type Database = {
  kind: 'pglite' | 'pg';
  db: Db;
  executeSql: SqlExecutor;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** For pg: a connection string pg-boss can use with its own pool. */
  connectionString?: string;
  /** For PGlite: the embedded instance (tests dump it as a template). */
  pglite?: PGlite;
  /** For pg with DATABASE_READ_URL: the streaming replica results are read from (db/readYourWrites.ts). */
  replica?: { db: Db; executeSql: SqlExecutor };
  /** For pg: connections per pool (metrics). */
  poolStats?: () => Record<string, { total: number; idle: number; waiting: number }>;
};

export const migrationsFolder = join(projectRoot, 'server/db/migrations');

export type DatabaseOptions =
  | { databaseUrl: string; readUrl?: string; poolSize?: number }
  | { dataDir: string }
  | { pglite: PGlite };

export function openDatabase(options: DatabaseOptions): Database {
  if ('databaseUrl' in options)
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.readUrl);
  if ('pglite' in options) return wrapPglite(options.pglite);
  const directory = join(options.dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  return wrapPglite(new PGlite(directory));
}

function openPool(connectionString: string, max: number) {
  // JIT off: the results statements' row estimates (jsonb expansion) are far too high, and compiling
  // them cost 1.5 s of a 1.9 s parent-period read; nothing here runs long enough to win it back.
  const pool = new pg.Pool({ connectionString, max, options: '-c jit=off' });
  const executeSql: SqlExecutor = async (text, values, name) => {
    const result = await pool.query({ text, values: values as unknown[], name });
    return { rows: result.rows };
  };
  const stats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { pool, db: drizzlePg(pool, { schema }) as unknown as Db, executeSql, stats };
}

/** The primary of a replica's client (a read that must write, services/disclosure/releases.ts); else itself. */
const primaries = new WeakMap<Db, Db>();
export const primaryOf = (db: Db): Db => primaries.get(db) ?? db;

function openPostgres(connectionString: string, max: number, readUrl?: string): Database {
  const primary = openPool(connectionString, max);
  const replica = readUrl ? openPool(readUrl, max) : null;
  if (replica) primaries.set(replica.db, primary.db);
  return {
    kind: 'pg',
    db: primary.db,
    connectionString,
    executeSql: primary.executeSql,
    replica: replica ? { db: replica.db, executeSql: replica.executeSql } : undefined,
    migrate: () => migratePg(drizzlePg(primary.pool), { migrationsFolder }),
    close: async () => {
      await primary.pool.end();
      await replica?.pool.end();
    },
    poolStats: () => ({ primary: primary.stats(), ...(replica ? { replica: replica.stats() } : {}) }),
  };
}

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values as unknown[]);
        return { rows: result.rows };
      }
      // Without parameters the text may hold several statements (pg-boss sends whole scripts).
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}
