import { and, asc, eq, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { invitationCampaigns, surveyPeriods } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Queue } from '../../jobs/queue';
import { createCampaign, unsafeLoadCampaign } from './campaigns';
import { listRounds, scheduleRound } from './rounds';
import { updateSyncs } from './syncs';

/** The period's first campaign, loaded by the period and the school together. */
async function schoolCampaign(db: Db, schoolId: number, periodId: number) {
  const [period] = await db
    .select()
    .from(surveyPeriods)
    .where(and(eq(surveyPeriods.id, periodId), eq(surveyPeriods.organizationId, schoolId)));
  if (!period) throw notFound('Survey period');
  const [campaign] = await db
    .select({ id: invitationCampaigns.id })
    .from(invitationCampaigns)
    .where(
      and(eq(invitationCampaigns.surveyPeriodId, periodId), eq(invitationCampaigns.organizationId, schoolId)),
    )
    .orderBy(asc(invitationCampaigns.id))
    .limit(1);
  return { period, campaignId: campaign?.id ?? null };
}

/**
 * A school admin's "remind those who have not finished": the period's campaign (made on first use)
 * is synced with the period's audience, then a reminder round goes through the same engine.
 */
export async function remindNotFinished(
  db: Db,
  queue: Queue | null,
  claims: TokenClaims,
  serverSecret: string,
  schoolId: number,
  periodId: number,
  scheduledAt: Date | null,
) {
  // The period is locked while its campaign is found or made: reminders asked for at the same moment
  // share one campaign, whose reminder rounds are then kept apart (scheduleRound).
  const campaignId = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select id from survey_periods where id = ${periodId}::int for update`);
    const found = await schoolCampaign(t, schoolId, periodId);
    return found.campaignId ?? (await createCampaign(t, claims, found.period.name, periodId)).id;
  });
  // Syncing changes the recipients only, not what scheduleRound reads of the campaign: one load serves both.
  const campaign = await unsafeLoadCampaign(db, campaignId);
  const synced = await updateSyncs(db, claims, serverSecret, campaign);
  const round = await scheduleRound(db, queue, claims, campaign, 'reminder', scheduledAt);
  return { round, synced };
}

export async function schoolReminderRounds(db: Db, schoolId: number, periodId: number) {
  const { campaignId } = await schoolCampaign(db, schoolId, periodId);
  return campaignId ? listRounds(db, campaignId) : [];
}
