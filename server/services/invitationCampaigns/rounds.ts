import { desc, eq, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { outer } from '../../db/outerColumn';
import {
  type InvitationMailKind,
  invitationDeliveries,
  invitationMailKinds,
  invitationSendings,
} from '../../db/schema';
import { fieldError } from '../../http/errors';
import type { Queue } from '../../jobs/queue';
import { recordEvent } from '../events/recordEvent';
import { queryRows } from '../resultCells/queryRows';
import type { LoadedCampaign } from './campaigns';

export const sendJobName = 'send-invitations';

/** SQL: this recipient (alias r) has finished the campaign's period, by their code or their account. */
export const recipientFinished = (periodId: number) => sql`(
  exists (select 1 from access_codes c where c.id = r.access_code_id and c.used_at is not null)
  or (r.identity_id is not null and exists (select 1 from response_receipts rr
      where rr.period_id = ${periodId}::int and rr.identity_id = r.identity_id)))`;

/** Reminder rounds of one campaign are at least this far apart (scheduled times, cancelled rounds aside). */
export const reminderGapHours = 24;

/**
 * Refuses a reminder round scheduled within reminderGapHours of another of the campaign's: a double click,
 * or an admin clicking again and again, would otherwise mail everyone who has not answered each time.
 * The campaign row is locked first, so rounds asked for at the same moment are checked one after another.
 */
async function refuseCloseReminder(t: Db, campaignId: number, when: Date) {
  await t.execute(sql`select id from invitation_campaigns where id = ${campaignId}::int for update`);
  const gapMs = reminderGapHours * 3600 * 1000;
  const [close] = queryRows<{ scheduled_at: Date | string }>(
    await t.execute(sql`
      select scheduled_at from invitation_sendings
      where campaign_id = ${campaignId}::int and kind = 'reminder' and state <> 'cancelled'
        and scheduled_at > ${new Date(when.getTime() - gapMs).toISOString()}::timestamptz
        and scheduled_at < ${new Date(when.getTime() + gapMs).toISOString()}::timestamptz
      order by scheduled_at limit 1`),
  );
  if (close)
    throw fieldError(
      `scheduled_at: this campaign has a reminder at ${new Date(close.scheduled_at).toISOString()}; ` +
        `reminders are at least ${reminderGapHours} hours apart`,
      'conflict',
    );
}

/**
 * A round of mail: now, or on a chosen date. Who gets it is decided when it starts, so a reminder
 * scheduled for next week skips those who finish before then.
 */
export async function scheduleRound(
  db: Db,
  queue: Queue | null,
  claims: TokenClaims,
  campaign: LoadedCampaign,
  kind: InvitationMailKind,
  scheduledAt: Date | null,
) {
  const when = scheduledAt ?? new Date();
  if (when.getTime() > campaign.period.endsAt.getTime())
    throw fieldError('scheduled_at: the period closes before this date');
  const round = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (kind === 'reminder') await refuseCloseReminder(t, campaign.campaign.id, when);
    const [row] = await t
      .insert(invitationSendings)
      .values({ campaignId: campaign.campaign.id, kind, scheduledAt: when, createdBy: claims.identityId })
      .returning();
    await recordEvent(t, claims, {
      category: claims.identityType === 'super_admin' ? 'Superadmin' : 'School Admin',
      action: kind === 'invitation' ? 'Scheduled invitations' : 'Scheduled reminders',
      details: { campaign_id: campaign.campaign.id, sending_id: row.id, scheduled_at: when.toISOString() },
    });
    return row;
  });
  await queue?.send(sendJobName, { sendingId: round.id }, { startAfter: when });
  return round;
}

/**
 * SQL: the recipients (alias r) a round of `kind` goes to if it starts now: not finished; invitations to
 * those not yet invited, reminders to those not unsubscribed.
 */
function roundRecipients(kind: InvitationMailKind, campaignId: number, periodId: number) {
  const notYetInvited =
    kind === 'invitation'
      ? sql`and not exists (select 1 from invitation_deliveries d join invitation_sendings s on s.id = d.sending_id
          where d.recipient_id = r.id and s.kind = 'invitation' and d.state in ('sent', 'unconfirmed'))`
      : sql`and r.unsubscribed_at is null`;
  return sql`from invitation_recipients r
    where r.campaign_id = ${campaignId}::int and not ${recipientFinished(periodId)} ${notYetInvited}`;
}

/** Who a round goes to, fixed when it starts. */
export async function fillRound(db: Db, round: typeof invitationSendings.$inferSelect, periodId: number) {
  await db.execute(sql`
    insert into invitation_deliveries (sending_id, recipient_id)
    select ${round.id}::int, r.id ${roundRecipients(round.kind, round.campaignId, periodId)}
    on conflict do nothing`);
}

/**
 * How many a round of `kind` would reach if sent now, per mail language: what "Send now" asks to confirm
 * ("Send 3 invitations in Latvian?").
 */
export async function roundAudience(db: Db, campaign: LoadedCampaign, kind: InvitationMailKind) {
  const rows = queryRows<{ language: string; count: number }>(
    await db.execute(sql`
      select r.language, count(*)::int as count
      ${roundRecipients(kind, campaign.campaign.id, campaign.period.id)}
      group by r.language order by count desc, r.language`),
  );
  return { total: rows.reduce((sum, row) => sum + row.count, 0), languages: rows };
}

/**
 * SQL: a lateral subquery, to be aliased, of this recipient's (alias r) latest mail of the campaign, as the
 * recipients tab shows it: its state, kind, SMTP answer and sending time; used as `join ${latestDelivery} last on true`.
 */
export const latestDelivery = sql`lateral (
  select d.state, s.kind, d.smtp_response, d.sent_at from invitation_deliveries d
  join invitation_sendings s on s.id = d.sending_id
  where d.recipient_id = r.id order by d.id desc limit 1)`;

/**
 * Queues a round to the recipients whose latest mail is unconfirmed (sealed, the sender stopped before
 * the SMTP server answered) and to nobody else, one round per kind of mail they were sent, through the
 * same engine. Some of them may get the mail twice; the super-admin confirms that first. Their latest
 * delivery is then the queued one, so asking again does not queue them twice.
 */
export async function resendUnconfirmed(
  db: Db,
  queue: Queue | null,
  claims: TokenClaims,
  campaign: LoadedCampaign,
) {
  const now = new Date();
  if (now.getTime() > campaign.period.endsAt.getTime())
    throw fieldError('period: the period has closed; nothing can be sent again');
  const rounds = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // One resend at a time per campaign: a double click does not queue the same recipients twice.
    await t.execute(
      sql`select id from invitation_campaigns where id = ${campaign.campaign.id}::int for update`,
    );
    const inDoubt = queryRows<{ recipient_id: number; kind: InvitationMailKind }>(
      await t.execute(sql`
        select r.id as recipient_id, last.kind from invitation_recipients r
        join ${latestDelivery} last on true
        where r.campaign_id = ${campaign.campaign.id}::int and last.state = 'unconfirmed'
        order by r.id`),
    );
    if (!inDoubt.length) throw fieldError('recipients: no mail of this campaign is unconfirmed', 'conflict');
    const made = [];
    for (const kind of invitationMailKinds) {
      const recipientIds = inDoubt.filter((row) => row.kind === kind).map((row) => row.recipient_id);
      if (!recipientIds.length) continue;
      const [round] = await t
        .insert(invitationSendings)
        .values({
          campaignId: campaign.campaign.id,
          kind,
          scheduledAt: now,
          resend: true,
          createdBy: claims.identityId,
        })
        .returning();
      await t
        .insert(invitationDeliveries)
        .values(recipientIds.map((recipientId) => ({ sendingId: round.id, recipientId })));
      await recordEvent(t, claims, {
        category: 'Superadmin',
        action: 'Resent unconfirmed invitations',
        details: {
          campaign_id: campaign.campaign.id,
          sending_id: round.id,
          kind,
          recipients: recipientIds.length,
        },
      });
      made.push({ round, counts: { queued: recipientIds.length } });
    }
    return made;
  });
  for (const { round } of rounds)
    await queue?.send(sendJobName, { sendingId: round.id }, { startAfter: now });
  return rounds;
}

/** The campaign's rounds with their mails per state, and one failed mail's SMTP answer (why they failed). */
export async function listRounds(db: Db, campaignId: number) {
  return db
    .select({
      round: invitationSendings,
      counts: sql<Record<string, number>>`coalesce((select jsonb_object_agg(state, n) from (
        select d.state, count(*)::int n from ${invitationDeliveries} d where d.sending_id = ${outer(invitationSendings.id)}
        group by d.state) c), '{}'::jsonb)`,
      failure: sql<string | null>`(select d.smtp_response from ${invitationDeliveries} d
        where d.sending_id = ${outer(invitationSendings.id)} and d.state = 'failed' order by d.id limit 1)`,
    })
    .from(invitationSendings)
    .where(eq(invitationSendings.campaignId, campaignId))
    .orderBy(desc(invitationSendings.scheduledAt));
}

/** A round that has not started can be called off. */
export async function cancelRound(db: Db, claims: TokenClaims, campaignId: number, roundId: number) {
  const [row] = await db
    .update(invitationSendings)
    .set({ state: 'cancelled', finishedAt: new Date() })
    .where(
      sql`${invitationSendings.id} = ${roundId} and ${invitationSendings.campaignId} = ${campaignId} and ${invitationSendings.state} = 'scheduled'`,
    )
    .returning();
  if (!row) throw fieldError('sending: no such round waiting to start', 'not_found');
  await recordEvent(db, claims, {
    category: 'Superadmin',
    action: 'Cancelled invitation round',
    details: { campaign_id: campaignId, sending_id: roundId },
  });
  return row;
}
