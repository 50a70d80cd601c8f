import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase } from '../db/client';
import { seedPlatformContent } from '../db/seed/platformContent';

// Test support may read the environment: it picks the database the API suite runs against.
export const realDatabaseUrl = process.env.DATABASE_URL;
/** A streaming replica of it (scripts/test-replica.sh), for the read-your-writes tests. */
export const realDatabaseReadUrl = process.env.DATABASE_READ_URL;
const templateFile = resolve('.data-test/template.tar.gz');

/** Migrates once per run: the real PostgreSQL in place, or a PGlite template saved as a tarball. */
export async function prepareTemplate(): Promise<void> {
  const database = realDatabaseUrl
    ? openDatabase({ databaseUrl: realDatabaseUrl, poolSize: 2 })
    : openDatabase({ pglite: new PGlite() });
  await database.migrate();
  await seedPlatformContent(database.db);
  if (database.kind === 'pglite') {
    const client = database.pglite!;
    const dump = await client.dumpDataDir('gzip');
    mkdirSync(join(templateFile, '..'), { recursive: true });
    writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  }
  await database.close();
}

/** A database for one test file: a fresh copy of the PGlite template, or the shared real PostgreSQL. */
export async function openTestDatabase(): Promise<Database> {
  if (realDatabaseUrl) return openDatabase({ databaseUrl: realDatabaseUrl, poolSize: 4 });
  if (!existsSync(templateFile))
    throw new Error('No test template: run the suite through vitest (globalSetup)');
  const pglite = new PGlite({ loadDataDir: new Blob([readFileSync(templateFile)]) });
  return openDatabase({ pglite });
}
