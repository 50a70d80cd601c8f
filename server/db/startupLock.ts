import pg from 'pg';
import type { Database } from './client';

/** Held while one server migrates and seeds; "balssup" */
const startupLockKey = 0x62616c73_7570;

/**
 * Runs `work` (migrations, seeding) while no other server starting on the same PostgreSQL does:
 * servers started together, or a rolling upgrade, apply each migration once. The lock is held by
 * a connection of its own and released when that connection ends, also when this process dies.
 */
export async function underStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'pg' || !database.connectionString) return work();
  const client = new pg.Client({ connectionString: database.connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [startupLockKey]);
    return await work();
  } finally {
    await client.end();
  }
}
