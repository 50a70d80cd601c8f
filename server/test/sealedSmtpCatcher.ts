import { afterAll, beforeAll } from 'vitest';
import { sealedSmtpPool } from '../services/mail/sealedSmtp';
import { startSmtpCatcher } from './smtpCatcher';

/** The address the catcher of sealedSmtpCatcher refuses (550). */
const refusedAddress = 'gone@example.lv';

/**
 * For a describe block over sealed SMTP sending: a real SMTP catcher that refuses refusedAddress, and a
 * sealed SMTP pool of `connections` to it, both closed after the block. Call it at the top of the block.
 */
export function sealedSmtpCatcher(connections: number) {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let pool: ReturnType<typeof sealedSmtpPool>;
  beforeAll(async () => {
    smtp = await startSmtpCatcher({ refuse: [refusedAddress] });
    pool = sealedSmtpPool(smtp.url, connections);
  });
  afterAll(async () => {
    pool.close();
    await smtp.close();
  });
  return { smtp: () => smtp, pool: () => pool };
}

/** A plain Latvian mail to `to`, with a message id of its own. */
export const sealedTestMail = (to: string) => ({
  from: 'Balss <no-reply@balss.local>',
  to,
  subject: 'Jūsu viedoklis',
  text: 'Labdien!',
  messageId: `<${to}@balss>`,
});
