import { desc, eq, sql } from 'drizzle-orm';
import type { Localized } from '../../../common/survey/content';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { outer } from '../../db/outerColumn';
import {
  type CampaignTemplates,
  invitationCampaigns,
  invitationRecipients,
  organizations,
  polls,
  surveyPeriods,
  surveys,
  surveyVersions,
} from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import { maxId } from '../../http/fields';
import { recordEvent } from '../events/recordEvent';
import { newUrlToken } from '../periods/createPeriod';
import { periodStatus } from '../periods/periodStatus';
import { loadDefaultTemplates } from './defaultTemplates';

export type CampaignRow = typeof invitationCampaigns.$inferSelect;

/** Spec §5: a campaign needs a surveyPeriod id that is a positive integer. */
export function campaignPeriodId(value: unknown): number {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || id > maxId)
    throw fieldError('Invalid surveyPeriod.id given');
  return id;
}

/**
 * A campaign with its period, organisation and poll, without the mail wording: for the paths that send
 * no mail (a personal link opening). Super-admins only: it takes no caller scope.
 */
export async function unsafeLoadCampaignRow(db: Db, id: number) {
  const [row] = await db
    .select({
      campaign: invitationCampaigns,
      period: surveyPeriods,
      organization: organizations,
      poll: polls,
      surveyTitle: sql<Localized>`${surveyVersions.content}->'title'`,
      /** Who the survey asks: students, parents, teachers or staff. */
      audience: surveys.audience,
    })
    .from(invitationCampaigns)
    .innerJoin(surveyPeriods, eq(surveyPeriods.id, invitationCampaigns.surveyPeriodId))
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .innerJoin(surveys, eq(surveys.id, surveyVersions.surveyId))
    .innerJoin(organizations, eq(organizations.id, invitationCampaigns.organizationId))
    .innerJoin(polls, eq(polls.id, invitationCampaigns.pollId))
    .where(eq(invitationCampaigns.id, id));
  if (!row) throw notFound('Invitation campaign');
  return row;
}

/** A campaign as unsafeLoadCampaignRow, with the wording its mail is written in. Super-admins only. */
export async function unsafeLoadCampaign(db: Db, id: number) {
  const row = await unsafeLoadCampaignRow(db, id);
  // The starting wording of every survey language (a recipient's may be any of them), from the translations.
  return { ...row, mailDefaults: await loadDefaultTemplates(db) };
}
export type LoadedCampaign = Awaited<ReturnType<typeof unsafeLoadCampaign>>;

export async function unsafeListCampaigns(db: Db) {
  return db
    .select({
      campaign: invitationCampaigns,
      periodName: surveyPeriods.name,
      organizationName: organizations.name,
      recipients: sql<number>`(select count(*)::int from ${invitationRecipients} r where r.campaign_id = ${outer(invitationCampaigns.id)})`,
    })
    .from(invitationCampaigns)
    .innerJoin(surveyPeriods, eq(surveyPeriods.id, invitationCampaigns.surveyPeriodId))
    .innerJoin(organizations, eq(organizations.id, invitationCampaigns.organizationId))
    .orderBy(desc(invitationCampaigns.id));
}

/** A new campaign gets its own invitation link into the period; recipients' codes belong to it. */
export async function createCampaign(db: Db, claims: TokenClaims | null, name: string, periodId: number) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [period] = await t.select().from(surveyPeriods).where(eq(surveyPeriods.id, periodId));
    if (!period) throw fieldError('surveyPeriodId: no such survey period', 'not_found');
    if (periodStatus(period) === 'closed')
      throw fieldError('surveyPeriodId: the survey period has ended; nobody could answer an invitation');
    const [poll] = await t
      .insert(polls)
      .values({ periodId, kind: 'invitation_link', urlToken: newUrlToken() })
      .returning();
    const [campaign] = await t
      .insert(invitationCampaigns)
      .values({
        name,
        surveyPeriodId: periodId,
        organizationId: period.organizationId,
        pollId: poll.id,
        createdBy: claims?.identityId ?? null,
      })
      .returning();
    await recordEvent(t, claims, {
      category: 'Superadmin',
      action: 'Created invitation campaign',
      details: { campaign_id: campaign.id, survey_period_id: periodId, name },
    });
    return campaign;
  });
}

/**
 * Deleting takes the recipients and rounds with it. The campaign's poll stays so answers given through
 * it stay in the period; its codes were never shown to anyone but through the personal links, now gone.
 */
export async function deleteCampaign(db: Db, claims: TokenClaims, id: number) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { campaign } = await unsafeLoadCampaignRow(t, id);
    await t.delete(invitationCampaigns).where(eq(invitationCampaigns.id, id));
    await recordEvent(t, claims, {
      category: 'Superadmin',
      action: 'Deleted invitation campaign',
      details: { campaign_id: id, name: campaign.name },
    });
  });
}

/** The campaign's own wording replaces the defaults where given; every text must carry {{link}}. */
export async function updateTemplates(db: Db, claims: TokenClaims, id: number, templates: CampaignTemplates) {
  for (const [kind, languages] of Object.entries(templates))
    for (const [language, template] of Object.entries(languages ?? {}))
      if (template && !/\{\{\s*link\s*\}\}/.test(template.text))
        throw fieldError(`templates.${kind}.${language}.text: must contain {{link}}`);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .update(invitationCampaigns)
      .set({ templates })
      .where(eq(invitationCampaigns.id, id))
      .returning({ id: invitationCampaigns.id });
    if (!row) throw notFound('Invitation campaign');
    await recordEvent(t, claims, {
      category: 'Superadmin',
      action: 'Changed invitation templates',
      details: { campaign_id: id },
    });
  });
}
