import { tokenSecretsOf } from '../auth/secretRotation';
import type { AppConfig } from '../env';
import type { Logger } from '../logger';
import { resealSsoSecrets } from '../services/sso/resealSecrets';
import type { Database } from './client';
import { DemoLoginsError, demoLoginsWithKnownPassword } from './seed/demoLogins';
import { seedDemoResultsDataset } from './seed/demoResultsDataset';
import { seedPlatformContent } from './seed/platformContent';
import { seedDemoData } from './seed/seed';
import { underStartupLock } from './startupLock';

type PrepareConfig = Pick<AppConfig, 'demoData' | 'tokenSecret' | 'previousTokenSecrets'>;

/**
 * What a server (and the admin commands) does first, one at a time on a shared PostgreSQL: migrations,
 * the platform's own content, SSO client secrets sealed again after a TOKEN_SECRET rotation, then the
 * demo data when DEMO_DATA is on. With it off, a demo login still signing in with the published password
 * stops the start (DemoLoginsError; `npm run demo:disable-logins` does not ask). Answers whether demo
 * data was seeded now.
 */
export async function prepareDatabase(
  database: Database,
  config: PrepareConfig,
  log: Logger,
  options: { refuseDemoLogins: boolean } = { refuseDemoLogins: true },
): Promise<boolean> {
  return underStartupLock(database, async () => {
    await database.migrate();
    await seedPlatformContent(database.db);
    const { resealed, unreadable } = await resealSsoSecrets(database.db, tokenSecretsOf(config));
    if (resealed) log.info({ resealed }, 'SSO client secrets sealed with the newest TOKEN_SECRET');
    if (unreadable.length)
      log.warn(
        { schools: unreadable },
        'SSO client secrets no TOKEN_SECRET opens (sealed with a dropped secret): these schools must enter theirs again',
      );
    if (!config.demoData) {
      const open = options.refuseDemoLogins ? await demoLoginsWithKnownPassword(database.db) : [];
      if (open.length) throw new DemoLoginsError(open.map((row) => row.username));
      return false;
    }
    await seedDemoResultsDataset(database.db);
    return seedDemoData(database.db);
  });
}
