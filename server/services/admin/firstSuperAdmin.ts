import type { Db } from '../../db/client';
import type { AppConfig } from '../../env';
import { linkLifetimes } from '../accounts/oneTimeTokens';
import { issuePasswordLink } from '../accounts/passwordReset';
import { addSuperAdmin } from './superAdmins';
import { createUser } from './userAccounts';

export type NewSuperAdmin = { username: string; email: string; name: string; surname: string };

/**
 * `npm run admin:create` (server/cli/createSuperAdmin.ts): a super-admin without a password, and the
 * one-time link (7 days) that sets it, for the operator to open or hand over. Nothing is mailed. The
 * account and its role are made together or not at all; a taken username or address is refused (409).
 */
export async function createSuperAdminWithLink(db: Db, config: AppConfig, values: NewSuperAdmin) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const user = await createUser(
      { db: t, queue: null, config },
      null,
      { ...values, send_password_link: false },
      'en',
    );
    await addSuperAdmin(t, null, user.id);
    const link = await issuePasswordLink(t, config, user.id, true);
    return { user, link, expiresAt: new Date(Date.now() + linkLifetimes.create_password) };
  });
}
