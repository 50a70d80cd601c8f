import { fileURLToPath } from 'node:url';
import { type BuildOptions, buildApp } from '../app';
import { createTokenSigner } from '../auth/tokens';
import type { App, AppDeps } from '../deps';
import type { AppConfig } from '../env';
import { startQueue } from '../jobs/queue';
import { openTestDatabase } from './testDatabase';

export type TestApp = { app: App; deps: AppDeps; close: () => Promise<void> };

const silentLogger = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '.data-test',
    appUrl: 'http://localhost:3000',
    mailFrom: 'Balss <no-reply@balss.local>',
    tokenSecret: 'test-token-secret-test-token-secret-0123456789',
    cookieSecret: 'test-cookie-secret-test-cookie-secret-012345678',
    developerMode: false,
    // The test template holds the demo results dataset (testDatabase.ts), served at /api/results/demo.
    demoData: true,
    tls: false,
    logLevel: 'silent',
    webDistDir: fileURLToPath(new URL('./fixtures/web', import.meta.url)),
    shutdownDrainSeconds: 0,
    shutdownTimeoutSeconds: 5,
    ...overrides,
  };
}

/** An app on its own database copy; pass withQueue to run pg-boss too. */
export async function createTestApp(
  options: { config?: Partial<AppConfig>; withQueue?: boolean; build?: BuildOptions } = {},
): Promise<TestApp> {
  const config = testConfig(options.config);
  const database = await openTestDatabase();
  const deps: AppDeps = { config, database, queue: null, signer: createTokenSigner(config.tokenSecret) };
  const app = await buildApp(deps, options.build);
  if (options.withQueue) deps.queue = await startQueue(database, [], silentLogger);
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      await deps.queue?.stop();
      await database.close();
    },
  };
}
