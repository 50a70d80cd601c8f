import pino from 'pino';
import { buildApp } from './app';
import { createTokenSigner } from './auth/tokens';
import { openConfiguredDatabase } from './db/openConfigured';
import { prepareDatabase } from './db/prepareDatabase';
import { DemoLoginsError } from './db/seed/demoLogins';
import type { AppDeps } from './deps';
import { ConfigError, loadConfig } from './env';
import { actionDueRemindersJob } from './jobs/actionDueReminders';
import { housekeepingJob } from './jobs/housekeeping';
import { type JobDefinition, startQueue } from './jobs/queue';
import { registerDatabaseMetrics } from './metrics/databaseMetrics';
import { startMetricsServer } from './metrics/metricsServer';
import { passwordLinkJob } from './services/accounts/passwordReset';
import { computeBenchmarksJob } from './services/benchmarks/computeBenchmarks';
import { computeDefinedBenchmarkJob } from './services/benchmarks/computeDefinedBenchmark';
import { resultExportJob } from './services/exports/exportJob';
import { commitImportJob } from './services/imports/commitImportJob';
import { invitationRoundsSweepJob, sendInvitationsJob } from './services/invitationCampaigns/sendJob';
import { sendMailJob } from './services/mail/mailer';
import { startCellFolder } from './services/resultCells/cellFolder';
import { buildResultFilterJob } from './services/resultFilters/buildResultFilterJob';
import { drainAndStop } from './shutdown';

async function main(): Promise<void> {
  const config = loadConfig();
  const { database, release: releaseDataDir } = openConfiguredDatabase(config);
  const log = pino({ level: config.logLevel });
  const seeded = await prepareDatabase(database, config, log);

  const signer = createTokenSigner(config.tokenSecret, { previousSecrets: config.previousTokenSecrets });
  const deps: AppDeps = { config, database, queue: null, signer };
  const app = await buildApp(deps, { loggerInstance: log });
  app.log.info({ driver: database.kind, seeded }, seeded ? 'demo data seeded' : 'database ready');
  deps.queue = await startQueue(
    database,
    [
      housekeepingJob(database.db),
      sendMailJob(database.db, config) as JobDefinition,
      passwordLinkJob(database.db, config, () => deps.queue) as JobDefinition,
      commitImportJob(database, app.log) as JobDefinition,
      resultExportJob(database, app.log) as JobDefinition,
      buildResultFilterJob(database.db) as JobDefinition,
      computeBenchmarksJob(database.db) as JobDefinition,
      computeDefinedBenchmarkJob(database.db) as JobDefinition,
      actionDueRemindersJob(database.db, config.appUrl, () => deps.queue),
      sendInvitationsJob(database.db, config) as JobDefinition,
      invitationRoundsSweepJob(database.db, config),
    ],
    app.log,
  );
  // Invitation rounds a stopped server left half sent resume now rather than at the next minute.
  await deps.queue.send('invitation-rounds-sweep', {});
  const cellFolder = startCellFolder(database.db, app.log);
  registerDatabaseMetrics(database);
  const metricsServer = config.metrics ? await startMetricsServer(config.metrics, app.log) : null;
  if (metricsServer) app.log.info({ url: metricsServer.url }, 'metrics served');

  const shutdown = async (signal: string) => {
    const { shutdownDrainSeconds, shutdownTimeoutSeconds } = config;
    // Whatever hangs, the process ends a little after its bound (a supervisor would kill it anyway).
    setTimeout(() => process.exit(1), (shutdownDrainSeconds + shutdownTimeoutSeconds + 5) * 1000).unref();
    app.log.info({ signal }, 'shutting down');
    await drainAndStop({
      app,
      deps,
      cellFolder,
      logger: app.log,
      drainMs: shutdownDrainSeconds * 1000,
      timeoutMs: shutdownTimeoutSeconds * 1000,
    });
    await metricsServer?.close();
    await database.close();
    releaseDataDir();
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // One plain line among the JSON logs, for the person who just typed npm start.
  const who = config.demoData
    ? 'demo users in README.md'
    : 'the first super-admin comes from npm run admin:create, docs/DEPLOY.md';
  console.log(`\nBalss is ready: open ${config.appUrl}/users/login (${who})\n`);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DemoLoginsError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
