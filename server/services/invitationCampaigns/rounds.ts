import { desc, eq, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { outer } from '../../db/outerColumn';
import { type InvitationMailKind, invitationDeliveries, invitationSendings } from '../../db/schema';
import { fieldError } from '../../http/errors';
import type { Queue } from '../../jobs/queue';
import { recordEvent } from '../events/recordEvent';
import type { LoadedCampaign } from './campaigns';

export const sendJobName = 'send-invitations';

/** SQL: this recipient (alias r) has finished the campaign's period, by their code or their account. */
export const recipientFinished = (periodId: number) => sql`(
  exists (select 1 from access_codes c where c.id = r.access_code_id and c.used_at is not null)
  or (r.identity_id is not null and exists (select 1 from response_receipts rr
      where rr.period_id = ${periodId}::int and rr.identity_id = r.identity_id)))`;

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

/** Who a round goes to, fixed when it starts: not finished; reminders also not unsubscribed. */
export async function fillRound(db: Db, round: typeof invitationSendings.$inferSelect, periodId: number) {
  const notYetInvited =
    round.kind === 'invitation'
      ? sql`and not exists (select 1 from invitation_deliveries d join invitation_sendings s on s.id = d.sending_id
          where d.recipient_id = r.id and s.kind = 'invitation' and d.state = 'sent')`
      : sql`and r.unsubscribed_at is null`;
  await db.execute(sql`
    insert into invitation_deliveries (sending_id, recipient_id)
    select ${round.id}::int, r.id from invitation_recipients r
    where r.campaign_id = ${round.campaignId}::int and not ${recipientFinished(periodId)} ${notYetInvited}
    on conflict do nothing`);
}

export async function listRounds(db: Db, campaignId: number) {
  return db
    .select({
      round: invitationSendings,
      counts: sql<Record<string, number>>`coalesce((select jsonb_object_agg(state, n) from (
        select d.state, count(*)::int n from ${invitationDeliveries} d where d.sending_id = ${outer(invitationSendings.id)}
        group by d.state) c), '{}'::jsonb)`,
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
