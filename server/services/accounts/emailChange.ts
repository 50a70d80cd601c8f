import { and, eq, ne, sql } from 'drizzle-orm';
import { verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AppConfig } from '../../env';
import { AppError, fieldError } from '../../http/errors';
import type { Queue } from '../../jobs/queue';
import { sendMail } from '../mail/mailer';
import { renderMail } from '../mail/mailTemplates';
import { consumeOneTimeToken, issueOneTimeToken } from './oneTimeTokens';

async function emailTaken(db: Db, email: string, exceptUserId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, exceptUserId)));
  return rows.length > 0;
}

/** Asks the new address to confirm itself; the change happens only when its link is used. */
export async function requestEmailChange(
  deps: { db: Db; queue: Queue | null; config: AppConfig },
  userId: number,
  values: { email: string; password: string; language: string },
): Promise<void> {
  const { db, queue, config } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(values.password, user.passwordHash))) {
    throw fieldError('password: is not correct');
  }
  if (await emailTaken(db, values.email, userId)) {
    throw fieldError('email: is already used by another account', 'conflict');
  }
  const secret = await issueOneTimeToken(db, 'email_change', { userId, payload: { email: values.email } });
  const link = `${config.appUrl}/users/change-email?token=${secret}`;
  const mail = await renderMail(db, 'email_change', values.language, { link });
  await sendMail(db, queue, { to: values.email, kind: 'email_change', ...mail });
}

export async function confirmEmailChange(db: Db, secret: string): Promise<string> {
  return db.transaction(async (tx) => {
    const link = await consumeOneTimeToken(tx as unknown as Db, 'email_change', secret);
    const email = String(link.payload.email);
    if (await emailTaken(tx as unknown as Db, email, link.userId!)) {
      throw new AppError('conflict', 'This e-mail address is already used by another account');
    }
    await tx.update(users).set({ email }).where(eq(users.id, link.userId!));
    return email;
  });
}
