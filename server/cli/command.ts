import pino from 'pino';
import type { Database } from '../db/client';
import { openConfiguredDatabase } from '../db/openConfigured';
import { prepareDatabase } from '../db/prepareDatabase';
import { type AppConfig, loadConfig } from '../env';

export type CommandContext = { config: AppConfig; database: Database };

/**
 * Runs an operator's command (npm run admin:create, demo:disable-logins) on the server's database, read
 * from the same environment as the server (DATABASE_URL, else DATA_DIR; on PGlite only while no server
 * holds it), prepared as a start prepares it (migrations first, so a command may come before the first
 * start). A refusal prints its reason and exits 1; everything else a command prints goes to stdout.
 */
export async function runCommand(
  work: (context: CommandContext) => Promise<void>,
  options: { refuseDemoLogins: boolean } = { refuseDemoLogins: true },
): Promise<void> {
  let opened: ReturnType<typeof openConfiguredDatabase> | null = null;
  try {
    const config = loadConfig();
    opened = openConfiguredDatabase(config);
    await prepareDatabase(opened.database, config, pino({ level: 'warn' }, pino.destination(2)), options);
    await work({ config, database: opened.database });
  } catch (error) {
    // An operator reads the reason (a bad setting, a taken username, a server holding PGlite), not a stack.
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await opened?.database.close();
    opened?.release();
  }
}
