import { eq, sql } from 'drizzle-orm';
import { notConfiguredResponse } from '../../../common/invitations/mailFailure';
import type { Db } from '../../db/client';
import { type DeliveryState, invitationRecipients, invitationSendings, outbox } from '../../db/schema';
import { groupSeal } from '../mail/groupSeal';
import { messageIdOf } from '../mail/messageId';
import type { SealedMail } from '../mail/sealedSmtp';
import { queryRows } from '../resultCells/queryRows';
import { type MailSecrets, recipientMail } from './campaignMail';
import { unsafeLoadCampaign } from './campaigns';
import { personalLinkLifetimeMs } from './personalLinks';
import { fillRound, recipientFinished } from './rounds';

export type CampaignMailer = {
  /** Calls `seal` after the message is with the server and before it is final; see sealedSmtpPool. */
  send: (mail: Omit<SealedMail, 'from'>, seal: () => Promise<void>) => Promise<string>;
};
export type RoundSettings = MailSecrets & { mailFrom: string; mailsPerSecond: number; batchSize?: number };

/** How long a worker holds a round between batches; a killed worker's round is taken over after it. */
export const leaseMs = 10_000;
const workers = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Claimed = {
  id: number;
  recipient_id: number;
  email: string;
  language: string;
  link_nonce: string;
  link_hash: string;
  skip: boolean;
};

const awaiting = 'Sent; awaiting the answer';
/**
 * The delivery state of a mail sealed before the sender died and never answered: most were delivered,
 * a few may not have been (see sealedSmtpPool). A super-admin can send these again (resendUnconfirmed).
 */
export const unconfirmed = 'unconfirmed' satisfies DeliveryState;

/**
 * Takes the round if it is due and nobody holds it. A round taken over from a killed worker puts its
 * unsealed mails back in the queue (none of them reached the SMTP server) and marks the sealed ones
 * still awaiting their answer `unconfirmed`: they are not sent twice; a reminder reaches anyone of them
 * who does not answer, and a super-admin can send them again. A resend round comes with its deliveries
 * queued and is not filled from the audience.
 */
async function acquire(db: Db, sendingId: number) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [round] = await t
      .select()
      .from(invitationSendings)
      .where(eq(invitationSendings.id, sendingId))
      .for('update');
    const now = Date.now();
    const due = round?.state === 'scheduled' && round.scheduledAt.getTime() <= now;
    const abandoned = round?.state === 'running' && (round.leaseUntil?.getTime() ?? 0) < now;
    if (!round || (!due && !abandoned))
      return { round: null, waitMs: round?.leaseUntil ? round.leaseUntil.getTime() - now : 0 };
    const campaign = await unsafeLoadCampaign(t, round.campaignId);
    if (due && !round.resend) await fillRound(t, round, campaign.period.id);
    else {
      await t.execute(
        sql`update invitation_deliveries set state = 'queued' where sending_id = ${sendingId}::int and state = 'sending'`,
      );
      await t.execute(sql`update invitation_deliveries set state = ${unconfirmed}, smtp_response = null
        where sending_id = ${sendingId}::int and state = 'sent' and smtp_response = ${awaiting}`);
    }
    await t
      .update(invitationSendings)
      .set({ state: 'running', leaseUntil: new Date(now + leaseMs) })
      .where(eq(invitationSendings.id, sendingId));
    return { round, campaign, waitMs: 0 };
  });
}

/** Marks the next batch `sending` before any of it goes out; reminders and resends to those who finished are skipped. */
async function claimBatch(
  db: Db,
  round: { id: number; kind: string; resend: boolean },
  periodId: number,
  size: number,
) {
  const sendingId = round.id;
  // A reminder skips those who finished or unsubscribed; a resend, those who finished since.
  const skip =
    round.kind === 'reminder'
      ? sql`(r.unsubscribed_at is not null or ${recipientFinished(periodId)})`
      : round.resend
        ? recipientFinished(periodId)
        : sql`false`;
  const rows = queryRows<Claimed>(
    await db.execute(sql`
      with batch as (
        select d.id from invitation_deliveries d
        where d.sending_id = ${sendingId}::int and d.state = 'queued'
        order by d.id limit ${size}::int for update skip locked)
      update invitation_deliveries d set state = 'sending', attempts = d.attempts + 1
      from batch, invitation_recipients r
      where d.id = batch.id and r.id = d.recipient_id
      returning d.id, d.recipient_id, r.email, r.language, r.link_nonce, r.link_hash,
        ${skip} as skip`),
  );
  return rows;
}

type Outcome = { id: number; recipientId: number; ok: boolean; response: string };

/**
 * Recorded as sent just before the SMTP server is told the message is complete (the seal), and the
 * server's answer written when it comes: after a crash, a mail still `sending` never reached anyone and
 * goes out again; one recorded `sent` is not sent twice. The mails of several connections waiting for
 * their "." at the same moment are sealed by one commit (groupSeal.ts); if it fails, none of them ends.
 */
const sealDeliveries = (db: Db) =>
  groupSeal(async (ids: number[]) => {
    await db.execute(sql`
      update invitation_deliveries set state = 'sent', sent_at = now(), smtp_response = ${awaiting}
      where id = any(${sql.param(ids)}::int[])`);
  });

async function markOutcome(db: Db, outcome: Outcome) {
  await db.execute(sql`
    update invitation_deliveries
    set state = ${outcome.ok ? 'sent' : 'failed'}, smtp_response = ${outcome.response.slice(0, 1000)},
        sent_at = ${outcome.ok ? sql`now()` : sql`null`}
    where id = ${outcome.id}::int`);
  return outcome;
}

async function record(
  db: Db,
  outcomes: Outcome[],
  skipped: number[],
  mails: { to: string; subject: string; text: string; sent: boolean }[],
) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const sentTo = outcomes.filter((o) => o.ok).map((o) => o.recipientId);
    if (sentTo.length)
      await t.execute(sql`update invitation_recipients set link_expires_at = ${new Date(Date.now() + personalLinkLifetimeMs).toISOString()}::timestamptz
        where id = any(${sql.param(sentTo)}::int[])`);
    if (skipped.length)
      await t.execute(
        sql`update invitation_deliveries set state = 'skipped' where id = any(${sql.param(skipped)}::int[])`,
      );
    if (mails.length)
      await t.insert(outbox).values(
        mails.map((mail) => ({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          kind: 'invitation_campaign',
          sentAt: mail.sent ? new Date() : null,
        })),
      );
  });
}

/**
 * A personal link made again with the newest TOKEN_SECRET (the one that made the stored link was dropped)
 * opens from now on, before its mail goes out; the earlier link stops working.
 */
async function storeRemadeLinks(db: Db, links: { recipientId: number; stored: string; sent: string }[]) {
  for (const link of links.filter((each) => each.sent !== each.stored))
    await db
      .update(invitationRecipients)
      .set({ linkHash: link.sent })
      .where(eq(invitationRecipients.id, link.recipientId));
}

/** The link stands for the person: the outbox (read by super-admins) keeps the mail without it. */
const withoutLink = (text: string, link: string) => text.split(link).join('[personal link]');

/**
 * Sends one round, batch by batch, at most `mailsPerSecond`. Each mail is marked `sending` before its
 * SMTP conversation and `sent`/`failed` (with the server's answer) after, so a killed worker's round
 * resumes where it stopped and no recipient who got the mail is sent it again by this round.
 */
export async function sendRound(
  db: Db,
  mailer: CampaignMailer | null,
  settings: RoundSettings,
  sendingId: number,
) {
  let taken = await acquire(db, sendingId);
  if (!taken.round && taken.waitMs > 0 && taken.waitMs <= leaseMs) {
    await sleep(taken.waitMs + 50);
    taken = await acquire(db, sendingId);
  }
  const { round, campaign } = taken;
  if (!round || !campaign) return { sent: 0 };
  const size = settings.batchSize ?? 100;
  let sent = 0;
  const seal = sealDeliveries(db);
  // Two batches in flight: one batch's slowest mail does not hold up the next.
  const worker = async () => {
    for (;;) {
      const started = Date.now();
      const batch = await claimBatch(db, round, campaign.period.id, size);
      if (!batch.length) break;
      const toSend = batch.filter((row) => !row.skip);
      const mails = toSend.map((row) => ({
        row,
        mail: recipientMail(
          campaign,
          round.kind,
          {
            id: row.recipient_id,
            language: row.language,
            linkNonce: row.link_nonce,
            linkHash: row.link_hash,
          },
          settings,
        ),
      }));
      await storeRemadeLinks(
        db,
        mails.map(({ row, mail }) => ({
          recipientId: row.recipient_id,
          stored: row.link_hash,
          sent: mail.linkHash,
        })),
      );
      const outcomes = await Promise.all(
        mails.map(async ({ row, mail }): Promise<Outcome> => {
          const outcome = { id: row.id, recipientId: row.recipient_id };
          if (!mailer)
            return markOutcome(db, {
              ...outcome,
              ok: false,
              response: notConfiguredResponse,
            });
          try {
            const response = await mailer.send(
              {
                to: row.email,
                subject: mail.subject,
                text: mail.text,
                messageId: messageIdOf(`invitation-${row.id}`, settings.mailFrom),
                headers: mail.headers,
              },
              () => seal(row.id),
            );
            return markOutcome(db, { ...outcome, ok: true, response });
          } catch (error) {
            return markOutcome(db, { ...outcome, ...failureOutcome(error) });
          }
        }),
      );
      const okIds = new Set(outcomes.filter((o) => o.ok).map((o) => o.id));
      await record(
        db,
        outcomes,
        batch.filter((row) => row.skip).map((row) => row.id),
        mails.map(({ row, mail }) => ({
          to: row.email,
          subject: mail.subject,
          text: withoutLink(mail.text, mail.link),
          sent: okIds.has(row.id),
        })),
      );
      sent += okIds.size;
      await db
        .update(invitationSendings)
        .set({ leaseUntil: new Date(Date.now() + leaseMs) })
        .where(eq(invitationSendings.id, sendingId));
      const budgetMs = (toSend.length / (settings.mailsPerSecond / workers)) * 1000 - (Date.now() - started);
      if (budgetMs > 0) await sleep(budgetMs);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  await db
    .update(invitationSendings)
    .set({ state: 'done', finishedAt: new Date(), leaseUntil: null })
    .where(eq(invitationSendings.id, sendingId));
  return { sent };
}

/**
 * A sealed mail whose connection broke before the server answered may have been delivered: it stays
 * sent (never twice). One the server refused, before or after its data, failed.
 */
function failureOutcome(error: unknown) {
  const failure = error as { sealed?: boolean; responseCode?: number };
  if (failure.sealed && !failure.responseCode)
    return { ok: true, response: `Sent; the connection ended before the answer (${smtpAnswer(error)})` };
  return { ok: false, response: smtpAnswer(error) };
}

/** What the SMTP server said, for the recipients tab ("550 5.1.1 mailbox unavailable"). */
function smtpAnswer(error: unknown): string {
  const failure = error as { response?: string; message?: string };
  return String(failure.response ?? failure.message ?? error);
}
