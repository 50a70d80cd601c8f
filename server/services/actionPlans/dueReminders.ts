import { and, between, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { actionPlanActions } from '../../db/schema';
import { type MailDeps, mailActionOwner } from './ownerMail';
import { todayUtc } from './planActions';

const reminderDays = 7;

/**
 * Mails each owner whose open action falls due within a week and has had no reminder for this due
 * date and owner (changing either clears `reminder_sent_at`). Runs daily; missing a day catches up.
 */
export async function sendDueReminders(deps: MailDeps, now = new Date()): Promise<number> {
  const today = todayUtc(now);
  const horizon = todayUtc(new Date(now.getTime() + reminderDays * 24 * 3600 * 1000));
  const due = await deps.db
    .select()
    .from(actionPlanActions)
    .where(
      and(
        isNull(actionPlanActions.reminderSentAt),
        isNotNull(actionPlanActions.ownerId),
        inArray(actionPlanActions.status, ['planned', 'in_progress']),
        between(actionPlanActions.dueOn, today, horizon),
      ),
    );
  let sent = 0;
  for (const action of due) {
    await deps.db
      .update(actionPlanActions)
      .set({ reminderSentAt: now })
      .where(eq(actionPlanActions.id, action.id));
    if (await mailActionOwner(deps, 'action_due_soon', action, 'lv')) sent++;
  }
  return sent;
}
