import { eq, sql } from 'drizzle-orm';
import { hashPassword, passwordProblem, verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { type IdentityType, identities, organizations, users } from '../../db/schema';
import type { AppConfig } from '../../env';
import { fieldError, notFound } from '../../http/errors';
import type { Queue } from '../../jobs/queue';
import { sendMail } from '../mail/mailer';
import { renderMail } from '../mail/mailTemplates';
import {
  consumeOneTimeToken,
  findUsableOneTimeToken,
  issueOneTimeToken,
  peekOneTimeToken,
} from './oneTimeTokens';

export type InvitationPayload = {
  organizationId: number;
  type: IdentityType;
  email: string;
  permissions: Record<string, boolean>;
};

export async function sendInvitation(
  deps: { db: Db; queue: Queue | null; config: AppConfig },
  invitation: InvitationPayload & { language: string },
): Promise<void> {
  const { db, queue, config } = deps;
  const [organization] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, invitation.organizationId));
  if (!organization) throw notFound('Organisation');
  const { language, ...payload } = invitation;
  const secret = await issueOneTimeToken(db, 'invitation', { payload });
  const link = `${config.appUrl}/auth/invite/${secret}`;
  const mail = await renderMail(db, 'invitation', language, { link, organization: organization.name });
  await sendMail(db, queue, { to: invitation.email, kind: 'invitation', ...mail });
}

async function userByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user ?? null;
}

/**
 * What the invitation screen shows before accepting; null for a link that is used, expired or never was
 * one: an expected state the screen answers with the expired-link page, not a failed request.
 */
export async function describeInvitation(db: Db, secret: string) {
  const link = await findUsableOneTimeToken(db, 'invitation', secret);
  if (!link) return null;
  const payload = link.payload as InvitationPayload;
  const [organization] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, payload.organizationId));
  return {
    organization: { id: organization.id, name: organization.name, type: organization.type },
    type: payload.type,
    email: payload.email,
    account_exists: (await userByEmail(db, payload.email)) !== null,
  };
}

export type AcceptValues = { name?: string; surname?: string; password: string };

/**
 * Attaches the invited identity to the account with the invited address (proved by its password),
 * or to a new account created with that address. Returns the identity id.
 */
export async function acceptInvitation(db: Db, secret: string, values: AcceptValues): Promise<number> {
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const link = await peekOneTimeToken(tx, 'invitation', secret);
    const payload = link.payload as InvitationPayload;
    let user = await userByEmail(tx, payload.email);
    if (user) {
      if (!(await verifyPassword(values.password, user.passwordHash))) {
        throw fieldError('password: is not correct');
      }
    } else {
      const problem = passwordProblem(values.password, payload.email);
      if (problem) throw fieldError(problem);
      if (!values.name?.trim()) throw fieldError('name: is required');
      [user] = await tx
        .insert(users)
        .values({
          username: payload.email.toLowerCase(),
          email: payload.email,
          name: values.name.trim(),
          surname: values.surname?.trim() ?? '',
          passwordHash: await hashPassword(values.password),
        })
        .returning();
    }
    await consumeOneTimeToken(tx, 'invitation', secret);
    const [identity] = await tx
      .insert(identities)
      .values({
        userId: user.id,
        organizationId: payload.organizationId,
        type: payload.type,
        permissions: payload.permissions,
      })
      .returning();
    return identity.id;
  });
}
