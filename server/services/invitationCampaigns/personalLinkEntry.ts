import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitationRecipients } from '../../db/schema';
import type { AppConfig } from '../../env';
import { AppError, notFound } from '../../http/errors';
import type { Queue } from '../../jobs/queue';
import { sendMail } from '../mail/mailer';
import { periodStatus } from '../periods/periodStatus';
import { issuePollPass } from '../polls/pollPass';
import { recipientMail } from './campaignMail';
import { unsafeLoadCampaign, unsafeLoadCampaignRow } from './campaigns';
import {
  linkHashOf,
  newLinkNonce,
  personalLinkLifetimeMs,
  personalLinkSecret,
  readUnsubscribeToken,
} from './personalLinks';

const expired = () => new AppError('link_expired', 'This link has expired or has already been replaced');
const renewGapMs = 10 * 60 * 1000;

async function recipientOfLink(db: Db, linkSecret: string) {
  const [row] = await db
    .select()
    .from(invitationRecipients)
    .where(eq(invitationRecipients.linkHash, linkHashOf(linkSecret)));
  return row ?? null;
}

/**
 * A personal link opens the campaign's poll as its recipient: the answer is a pass for the recipient's
 * access code, like a redeemed code. The first opening is recorded for the campaign's status.
 */
export async function openPersonalLink(db: Db, serverSecret: string, linkSecret: string) {
  const recipient = await recipientOfLink(db, linkSecret);
  if (!recipient?.accessCodeId || !recipient.linkExpiresAt || recipient.linkExpiresAt.getTime() < Date.now())
    throw expired();
  const { poll } = await unsafeLoadCampaignRow(db, recipient.campaignId);
  if (!recipient.openedAt)
    await db
      .update(invitationRecipients)
      .set({ openedAt: new Date() })
      .where(eq(invitationRecipients.id, recipient.id));
  return { pass: issuePollPass(serverSecret, poll.id, recipient.accessCodeId), poll_url: poll.urlToken };
}

/**
 * From /mailedurlexpired: a fresh link goes to the address the old one was sent to (never to one
 * typed in), while the period is not closed, at most once per 10 minutes. The old link stops working.
 * The answer is the same whatever happened, so it tells nothing about the link.
 */
export async function renewPersonalLink(db: Db, queue: Queue | null, config: AppConfig, linkSecret: string) {
  const recipient = await recipientOfLink(db, linkSecret);
  if (!recipient || (recipient.renewedAt && Date.now() - recipient.renewedAt.getTime() < renewGapMs)) return;
  const campaign = await unsafeLoadCampaign(db, recipient.campaignId);
  if (periodStatus(campaign.period) === 'closed') return;
  const linkNonce = newLinkNonce();
  await db
    .update(invitationRecipients)
    .set({
      linkNonce,
      linkHash: linkHashOf(personalLinkSecret(config.tokenSecret, linkNonce)),
      linkExpiresAt: new Date(Date.now() + personalLinkLifetimeMs),
      renewedAt: new Date(),
    })
    .where(eq(invitationRecipients.id, recipient.id));
  const mail = recipientMail(campaign, 'invitation', { ...recipient, linkNonce }, config);
  await sendMail(db, queue, {
    to: recipient.email,
    subject: mail.subject,
    text: mail.text,
    kind: 'invitation_campaign',
  });
}

/** The unsubscribe link in every campaign mail: no more reminders from this campaign. */
export async function unsubscribeRecipient(db: Db, serverSecrets: string[], token: string) {
  const recipientId = readUnsubscribeToken(serverSecrets, token);
  if (!recipientId) throw notFound('Recipient');
  const [row] = await db
    .update(invitationRecipients)
    .set({ unsubscribedAt: new Date() })
    .where(eq(invitationRecipients.id, recipientId))
    .returning({ email: invitationRecipients.email });
  if (!row) throw notFound('Recipient');
  return { email: row.email };
}
