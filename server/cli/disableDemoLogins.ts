import { disableDemoLogins } from '../db/seed/demoLogins';
import { runCommand } from './command';

/**
 * npm run demo:disable-logins: the demo logins that still sign in with the published password lose it and
 * are disabled, so a server without demo data starts (docs/DEPLOY.md). Nothing else is changed.
 */
await runCommand(
  async ({ database }) => {
    const disabled = await disableDemoLogins(database.db);
    console.log(
      disabled.length
        ? `Disabled the demo logins ${disabled.join(', ')} and removed their password.`
        : 'No demo login with the published password is left.',
    );
  },
  { refuseDemoLogins: false },
);
