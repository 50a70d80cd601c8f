import type { Db } from '../db/client';
import { sendDueReminders } from '../services/actionPlans/dueReminders';
import type { JobDefinition, Queue } from './queue';

/** Daily: mail the owners of action-plan actions due within a week (once per due date and owner). */
export function actionDueRemindersJob(db: Db, appUrl: string, queue: () => Queue | null): JobDefinition {
  return {
    name: 'action-due-reminders',
    cron: '7 6 * * *',
    handle: async () => {
      await sendDueReminders({ db, queue: queue(), appUrl });
    },
  };
}
