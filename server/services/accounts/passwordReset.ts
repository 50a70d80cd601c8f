import { eq, sql } from 'drizzle-orm';
import { hashPassword, passwordProblem } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AppConfig } from '../../env';
import { AppError, fieldError } from '../../http/errors';
import type { JobDefinition, Queue } from '../../jobs/queue';
import { sendMail } from '../mail/mailer';
import { renderMail } from '../mail/mailTemplates';
import { consumeOneTimeToken, issueOneTimeToken, peekOneTimeToken } from './oneTimeTokens';
import { revokeUserSessions } from './sessions';

type Mailing = { db: Db; queue: Queue | null; config: AppConfig };

export const passwordLinkJobName = 'password-link';
/** `language`: the asker's interface language (the Language header), for a user who has not chosen one. */
export type PasswordLinkJob = { email: string; newUser: boolean; language: string };

/**
 * Queues the link and returns: the request does the same work whether or not the address has an account,
 * so its timing cannot tell. Without a queue (tests, or a failed send) the link is made at once.
 */
export async function requestPasswordLink(
  mailing: Mailing,
  email: string,
  options: { newUser: boolean; language: string },
): Promise<void> {
  const job: PasswordLinkJob = { email, newUser: options.newUser, language: options.language };
  const jobId = await mailing.queue?.send(passwordLinkJobName, job).catch(() => null);
  if (!jobId) await sendPasswordLink(mailing, job);
}

/** A one-time link that sets the user's password: a first one (7 days) or a reset (2 hours). */
export async function issuePasswordLink(
  db: Db,
  config: Pick<AppConfig, 'appUrl'>,
  userId: number,
  newUser: boolean,
): Promise<string> {
  const secret = await issueOneTimeToken(db, newUser ? 'create_password' : 'password_reset', { userId });
  return `${config.appUrl}/users/reset-password?token=${secret}${newUser ? '&new_user=1' : ''}`;
}

/** Mails a reset (or first-password) link when the address belongs to an active user; silent otherwise. */
async function sendPasswordLink({ db, queue, config }: Mailing, job: PasswordLinkJob): Promise<void> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${job.email.toLowerCase()}`);
  if (!user || user.disabledAt) return;
  const purpose = job.newUser ? 'create_password' : 'password_reset';
  const link = await issuePasswordLink(db, config, user.id, job.newUser);
  const mail = await renderMail(db, purpose, user.language ?? job.language, { link });
  await sendMail(db, queue, { to: user.email!, kind: purpose, ...mail });
}

export function passwordLinkJob(
  db: Db,
  config: AppConfig,
  queue: () => Queue | null,
): JobDefinition<PasswordLinkJob> {
  return {
    name: passwordLinkJobName,
    handle: (job) => sendPasswordLink({ db, queue: queue(), config }, job),
  };
}

/** Either kind of password link, still usable. */
export async function checkPasswordLink(db: Db, secret: string) {
  for (const purpose of ['password_reset', 'create_password'] as const) {
    try {
      return await peekOneTimeToken(db, purpose, secret);
    } catch {
      // try the other kind
    }
  }
  throw new AppError('link_expired', 'This link has expired or has already been used');
}

/** Sets the new password, uses the link up and signs the user out everywhere; answers the user's id. */
export async function resetPassword(db: Db, secret: string, password: string): Promise<number> {
  const link = await checkPasswordLink(db, secret);
  const [user] = await db.select().from(users).where(eq(users.id, link.userId!));
  const problem = passwordProblem(password, user?.username);
  if (problem) throw fieldError(problem);
  return db.transaction(async (tx) => {
    const used = await consumeOneTimeToken(tx as unknown as Db, link.purpose, secret);
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(password), passwordChangedAt: new Date() })
      .where(eq(users.id, used.userId!));
    await revokeUserSessions(tx as unknown as Db, used.userId!);
    return used.userId!;
  });
}
