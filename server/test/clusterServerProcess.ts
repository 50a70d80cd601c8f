import { startCellFolder } from '../services/resultCells/cellFolder';
import { startClusterTestServer } from './clusterTestServer';

/**
 * A second app server for the two-server tests: the test app on DATABASE_URL with the mail and export
 * jobs (mail to TEST_SMTP_URL) and a results folder, as main.ts runs them. Prints `listening <origin>`.
 */
const server = await startClusterTestServer(process.env.TEST_SMTP_URL);
const folder = startCellFolder(server.deps.database.db, server.logger, { intervalMs: 100 });
const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${origin}\n`);
process.once('SIGTERM', () => {
  void folder
    .stop()
    .then(server.close)
    .finally(() => process.exit(0));
});
