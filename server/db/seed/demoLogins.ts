import { and, inArray, isNull } from 'drizzle-orm';
import { verifyPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../services/accounts/sessions';
import type { Db } from '../client';
import { users } from '../schema';
import { demoPassword, demoUsers } from './demoAccounts';
import { demoOfficerUsername } from './demoRegionalOfficer';

/** The logins the README publishes, each with the password demo12345. */
export const demoUsernames = [...demoUsers.map((user) => user.username), demoOfficerUsername];

/** The demo logins that still sign in with the published password (enabled, password unchanged). */
export async function demoLoginsWithKnownPassword(db: Db) {
  const rows = await db
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(and(inArray(users.username, demoUsernames), isNull(users.disabledAt)));
  const open = [];
  for (const row of rows) if (await verifyPassword(demoPassword, row.passwordHash)) open.push(row);
  return open;
}

/** Refused start (main.ts): a server without demo data must not keep a published password working. */
export class DemoLoginsError extends Error {
  constructor(usernames: string[]) {
    super(
      `Refusing to start: the database holds demo logins with the published password demo12345 ` +
        `(${usernames.join(', ')}), and demo data is off (DEMO_DATA is not true; it is off by default with ` +
        'DATABASE_URL). Either run `npm run demo:disable-logins` to remove their password and disable them ' +
        '(nothing else changes), or set DEMO_DATA=true if this server is a demo.',
    );
  }
}

/** The demo logins that still have the published password lose it and are disabled; answers their names. */
export async function disableDemoLogins(db: Db): Promise<string[]> {
  const open = await demoLoginsWithKnownPassword(db);
  if (!open.length) return [];
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t
      .update(users)
      .set({ passwordHash: null, disabledAt: new Date() })
      .where(
        inArray(
          users.id,
          open.map((row) => row.id),
        ),
      );
    for (const row of open) await revokeUserSessions(t, row.id);
  });
  return open.map((row) => row.username);
}
