import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { seedDemoResultsDataset } from '../db/seed/demoResultsDataset';
import { seedPlatformContent } from '../db/seed/platformContent';

// Test support may read the environment: it picks the database the API suite runs against.
export const realDatabaseUrl = process.env.DATABASE_URL;
/** A streaming replica of it (scripts/test-replica.sh), for the read-your-writes tests. */
export const realDatabaseReadUrl = process.env.DATABASE_READ_URL;
const templateFile = resolve('.data-test/template.tar');

/** Migrates once per run: the real PostgreSQL in place, or a PGlite template saved as a tarball. */
export async function prepareTemplate(): Promise<void> {
  const database = realDatabaseUrl
    ? openDatabase({ databaseUrl: realDatabaseUrl, poolSize: 2 })
    : openDatabase({ pglite: new PGlite() });
  await database.migrate();
  await seedPlatformContent(database.db);
  // The API tests read /api/results/demo (the test app runs with demo data on).
  await seedDemoResultsDataset(database.db);
  if (realDatabaseUrl) {
    await database.close();
    // Each test file gets its own copy of the migrated database, as on PGlite: a file that changes what
    // is platform-wide (terms, translations, languages, rate-limit buckets) cannot disturb another.
    await onServer(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${quoted(templateName())} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${quoted(templateName())} TEMPLATE ${quoted(databaseName())}`);
    });
    return;
  }
  if (database.kind === 'pglite') {
    const client = database.pglite!;
    await slimForLoading(client);
    const dump = await client.dumpDataDir('none');
    mkdirSync(join(templateFile, '..'), { recursive: true });
    writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  }
  await database.close();
}

/**
 * Every API test file loads the template into a PGlite of its own, ~130 loads a run, and a load was most
 * of a short file's time (issue 20: 0.93 s each, 215 s of the API project's 497 s on two cores). Loading
 * is untarring into PGlite's in-memory file system and starting its backend, so the template keeps only
 * what a test uses: the databases PGlite never opens (template0 and postgres, 600 of its 1,400 files)
 * are dropped, a checkpoint leaves nothing to replay at start, and the tar is not gzipped. 0.37 s a load.
 */
async function slimForLoading(client: PGlite): Promise<void> {
  await client.query('alter database template0 is_template false');
  await client.query('drop database template0');
  await client.query('drop database postgres');
  await client.query('checkpoint');
}

/** A database for one test file: a fresh copy of the PGlite template, or the shared real PostgreSQL. */
export async function openTestDatabase(): Promise<Database> {
  if (realDatabaseUrl) {
    // A second app of the same file, or a server process it starts, works on the file's database.
    const fileDatabaseUrl = process.env.BALSS_TEST_FILE_DATABASE_URL;
    if (fileDatabaseUrl) return openDatabase({ databaseUrl: fileDatabaseUrl, poolSize: 4 });
    const name = `${databaseName()}_${randomBytes(6).toString('hex')}`;
    await onServer((client) =>
      client.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(templateName())}`),
    );
    const url = withDatabase(realDatabaseUrl, name);
    process.env.BALSS_TEST_FILE_DATABASE_URL = url;
    const database = openDatabase({ databaseUrl: url, poolSize: 4 });
    return {
      ...database,
      close: async () => {
        await database.close();
        // The file's next app (a later describe block) makes its own copy.
        if (process.env.BALSS_TEST_FILE_DATABASE_URL === url) delete process.env.BALSS_TEST_FILE_DATABASE_URL;
        // Not forced: a connection something of the file still holds (a listener, a queue) would be
        // killed mid-test. A copy still in use stays behind in the throwaway server.
        await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${quoted(name)}`)).catch(() => {});
      },
    };
  }
  const pglite = new PGlite({ loadDataDir: templateBlob() });
  return openDatabase({ pglite });
}

/**
 * The template's 23 MB, read once per worker rather than once per load: a worker's files share its
 * globals (isolate is off, and the server's own modules are evaluated afresh per file, so a module-level
 * copy would not last). A Blob cannot change, so every load may read the same one; it is read again when
 * globalSetup has written a new template (a rerun in watch mode after a migration).
 */
function templateBlob(): Blob {
  if (!existsSync(templateFile))
    throw new Error('No test template: run the suite through vitest (globalSetup)');
  const written = statSync(templateFile).mtimeMs;
  const shared = globalThis as { balssTestTemplate?: { written: number; blob: Blob } };
  if (shared.balssTestTemplate?.written !== written)
    shared.balssTestTemplate = { written, blob: new Blob([readFileSync(templateFile)]) };
  return shared.balssTestTemplate.blob;
}

const databaseName = () => new URL(realDatabaseUrl!).pathname.slice(1) || 'postgres';
const templateName = () => `${databaseName()}_file_template`;
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** One statement on the server's maintenance database (CREATE and DROP DATABASE run outside the test's own). */
async function onServer(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(realDatabaseUrl!, 'postgres') });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database of its own on the test PostgreSQL (DATABASE_URL), for a real server's first start. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${databaseName()}_empty_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${quoted(name)}`));
  return {
    url: withDatabase(realDatabaseUrl!, name),
    drop: () => onServer((client) => client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`)),
  };
}
