import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actionPlans, identities, organizations, users } from '../../db/schema';
import type { Queue } from '../../jobs/queue';
import { type ActionMailKind, renderActionMail } from '../mail/actionPlanMails';
import { sendMail } from '../mail/mailer';

export type MailDeps = { db: Db; queue: Queue | null; appUrl: string };

/** Writes the owner's e-mail to the outbox (in their own language); owners without an address get none. */
export async function mailActionOwner(
  deps: MailDeps,
  kind: ActionMailKind,
  action: { title: string; ownerId: number | null; dueOn: string | null; planId: number },
  fallbackLanguage: string,
): Promise<boolean> {
  if (action.ownerId === null) return false;
  const [row] = await deps.db
    .select({
      email: users.email,
      language: users.language,
      plan: actionPlans.title,
      school: organizations.name,
    })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .innerJoin(actionPlans, eq(actionPlans.id, action.planId))
    .innerJoin(organizations, eq(organizations.id, actionPlans.organizationId))
    .where(eq(identities.id, action.ownerId));
  if (!row?.email) return false;
  const mail = await renderActionMail(deps.db, kind, row.language ?? fallbackLanguage, {
    action: action.title,
    plan: row.plan,
    school: row.school,
    dueOn: action.dueOn,
    link: `${deps.appUrl}/school/action-plans/${action.planId}`,
  });
  await sendMail(deps.db, deps.queue, { to: row.email, kind, ...mail });
  return true;
}
