import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { AppConfig } from '../../env';
import type { JobDefinition, Queue } from '../../jobs/queue';

export type OutgoingMail = { to: string; subject: string; text: string; kind: string };

/** Stores the mail in the outbox and asks the queue to deliver it (SMTP only when configured). */
export async function sendMail(db: Db, queue: Queue | null, mail: OutgoingMail): Promise<number> {
  const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id });
  await queue?.send('send-mail', { outboxId: row.id });
  return row.id;
}

export function sendMailJob(db: Db, config: AppConfig): JobDefinition<{ outboxId: number }> {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    name: 'send-mail',
    handle: async ({ outboxId }) => {
      if (!transport) return;
      const [mail] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
      if (!mail || mail.sentAt) return;
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        await db.update(outbox).set({ sentAt: new Date(), error: null }).where(eq(outbox.id, outboxId));
      } catch (error) {
        await db
          .update(outbox)
          .set({ error: String(error).slice(0, 1000) })
          .where(eq(outbox.id, outboxId));
        throw error;
      }
    },
  };
}
