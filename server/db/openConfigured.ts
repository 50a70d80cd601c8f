import type { AppConfig } from '../env';
import { type Database, openDatabase } from './client';
import { lockDataDir } from './dataDirLock';

/**
 * The database the configuration names, for the server and the admin commands alike: PostgreSQL with
 * DATABASE_URL, else PGlite in DATA_DIR, locked to this process (`release` unlocks it).
 */
export function openConfiguredDatabase(config: AppConfig): { database: Database; release: () => void } {
  if (config.databaseUrl)
    return {
      database: openDatabase({ databaseUrl: config.databaseUrl, readUrl: config.databaseReadUrl }),
      release: () => {},
    };
  const release = lockDataDir(config.dataDir);
  return { database: openDatabase({ dataDir: config.dataDir }), release };
}
