import type { JobDefinition } from '../jobs/queue';
import { startQueue } from '../jobs/queue';
import { resultExportJob } from '../services/exports/exportJob';
import { sendMailJob } from '../services/mail/mailer';
import { createTestApp, type TestApp } from './testApp';

const silentLogger = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };

/** The test app with the jobs two servers share in the two-server tests: mail (to `smtpUrl`) and exports. */
export async function startClusterTestServer(smtpUrl: string | undefined) {
  const ctx: TestApp = await createTestApp({ config: { smtpUrl } });
  const { database, config } = ctx.deps;
  ctx.deps.queue = await startQueue(
    database,
    [sendMailJob(database.db, config) as JobDefinition, resultExportJob(database) as JobDefinition],
    silentLogger,
  );
  return { ...ctx, logger: silentLogger };
}
