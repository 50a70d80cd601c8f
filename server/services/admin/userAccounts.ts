import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { identities, organizations, users } from '../../db/schema';
import type { AppConfig } from '../../env';
import { fieldError, notFound } from '../../http/errors';
import type { Queue } from '../../jobs/queue';
import { disableProblem } from '../../policies/adminAccounts';
import { requestPasswordLink } from '../accounts/passwordReset';
import { revokeUserSessions } from '../accounts/sessions';
import { recordEvent } from '../events/recordEvent';
import { assertEnabledLanguages } from '../translations/interfaceLanguages';

export type UserValues = {
  username?: string;
  email?: string | null;
  name?: string;
  surname?: string;
  language?: string | null;
};

type Mailing = { db: Db; queue: Queue | null; config: AppConfig };

/** Sign-in takes a username or an e-mail address (any case), so neither may match another account's. */
async function assertUnique(db: Db, values: UserValues, exceptUserId?: number) {
  for (const field of ['username', 'email'] as const) {
    const login = values[field]?.toLowerCase();
    if (!login) continue;
    const condition = or(sql`lower(${users.username}) = ${login}`, sql`lower(${users.email}) = ${login}`)!;
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(exceptUserId ? and(condition, ne(users.id, exceptUserId)) : condition);
    if (rows.length) throw fieldError(`${field}: is already used by another account`, 'conflict');
  }
}

/** A user with every identity they hold, archived ones too, and each identity's organisation. */
export async function loadAdminUser(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  const rows = await db
    .select({ identity: identities, organization: organizations })
    .from(identities)
    .leftJoin(organizations, eq(organizations.id, identities.organizationId))
    .where(eq(identities.userId, userId))
    .orderBy(asc(identities.id));
  return { user, identities: rows };
}

/**
 * A new account without a password. With sendPasswordLink the user is mailed a create-password link
 * (the same one /users/create-password sends), after the account has been committed.
 */
export async function createUser(
  mailing: Mailing,
  claims: TokenClaims | null,
  values: Required<Pick<UserValues, 'username' | 'name'>> & UserValues & { send_password_link: boolean },
  requestLanguage: string,
) {
  const { db } = mailing;
  await assertUnique(db, values);
  if (values.language) await assertEnabledLanguages(db, 'language', [values.language], 'interface');
  const user = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        username: values.username,
        email: values.email ?? null,
        name: values.name,
        surname: values.surname ?? '',
        language: values.language ?? null,
      })
      .returning();
    await recordEvent(tx as unknown as Db, claims, {
      category: 'Superadmin',
      action: 'Created user',
      details: { user_id: row.id, password_link: values.send_password_link },
    });
    return row;
  });
  if (values.send_password_link && user.email) {
    await requestPasswordLink(mailing, user.email, { newUser: true, language: requestLanguage });
  }
  return user;
}

/** Changes a user's fields; disabling ends every session at once (and tokens stop at the next call). */
export async function updateUser(
  db: Db,
  claims: TokenClaims,
  userId: number,
  values: UserValues & { disabled?: boolean },
) {
  const [current] = await db.select().from(users).where(eq(users.id, userId));
  if (!current) throw notFound('User');
  const problem = disableProblem(claims, userId, values.disabled);
  if (problem) throw fieldError(problem);
  await assertUnique(db, values, userId);
  if (values.language && values.language !== current.language)
    await assertEnabledLanguages(db, 'language', [values.language], 'interface');
  const { disabled, ...fields } = values;
  const disabledAt =
    disabled === undefined ? undefined : disabled ? (current.disabledAt ?? new Date()) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...fields, disabledAt })
      .where(eq(users.id, userId))
      .returning();
    if (disabled) await revokeUserSessions(tx as unknown as Db, userId);
    await recordEvent(tx as unknown as Db, claims, {
      category: 'Superadmin',
      action: disabled === true ? 'Disabled user' : disabled === false ? 'Enabled user' : 'Updated user',
      // Which fields changed, not their values: the event log holds no personal data.
      details: { user_id: userId, fields: Object.keys(values) },
    });
    return row;
  });
}
