import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/app';
import { createTokenSigner } from '../../server/auth/tokens';
import { type Database, openDatabase } from '../../server/db/client';
import { seedPlatformContent } from '../../server/db/seed/platformContent';
import type { AppDeps } from '../../server/deps';
import type { AppConfig } from '../../server/env';
import { buildPublishedSurvey } from '../../server/test/surveyFactories';
import { testConfig } from '../../server/test/testApp';
import { postgresDurability } from '../postgresDurability';
import { benchSurveyContent } from './benchSurvey';
import { info } from './measure';

/** The settings of a server run inside a benchmark's process, and its PostgreSQL (DATABASE_URL) opened. */
export function openBenchDatabase(databaseUrl: string) {
  const config = testConfig({
    webDistDir: fileURLToPath(new URL('../../server/test/fixtures/web', import.meta.url)),
  });
  return { config, database: openDatabase({ databaseUrl, poolSize: 10 }) };
}

/** The app in the benchmark's process, listening on a free port of 127.0.0.1; tokens live 4 hours. */
export async function listenBenchApp(config: AppConfig, database: Database) {
  const deps: AppDeps = {
    config,
    database,
    queue: null,
    signer: createTokenSigner(config.tokenSecret, { longestLifetimeSeconds: 4 * 3600 }),
  };
  const app = await buildApp(deps);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { deps, app, baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/**
 * DATABASE_URL opened and migrated (exit code 2 without one), whether it is durable printed with the
 * run's `heading`, the platform's content seeded and the benchmarks' survey published.
 */
export async function benchSurveyDatabase(heading: [string, string]) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('Set DATABASE_URL to a PostgreSQL database: eval "$(scripts/test-postgres.sh start)"');
    process.exit(2);
  }
  const { config, database } = openBenchDatabase(databaseUrl);
  console.log(await postgresDurability(database.executeSql));
  info(...heading);
  await database.migrate();
  await seedPlatformContent(database.db);
  const content = benchSurveyContent();
  const { version } = await buildPublishedSurvey(database.db, null, { content });
  return { config, database, db: database.db, content, version };
}
