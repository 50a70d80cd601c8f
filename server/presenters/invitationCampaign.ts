import { mailFailureReason } from '../../common/invitations/mailFailure';
import { orderLanguages } from '../../common/languages';
import type { invitationCampaigns, invitationSendings } from '../db/schema';
import { invitationMailKinds } from '../db/schema';
import { campaignTemplate } from '../services/invitationCampaigns/campaignMail';
import type { LoadedCampaign } from '../services/invitationCampaigns/campaigns';
import { mailLanguages } from '../services/invitationCampaigns/recipients';

type Campaign = typeof invitationCampaigns.$inferSelect;

export function presentCampaign(
  campaign: Campaign,
  extra: { periodName: string; organizationName: string; recipients: number },
) {
  return {
    id: campaign.id,
    name: campaign.name,
    surveyPeriodId: campaign.surveyPeriodId,
    period_name: extra.periodName,
    organization_id: campaign.organizationId,
    organization_name: extra.organizationName,
    recipient_count: extra.recipients,
    created_at: campaign.createdAt.toISOString(),
  };
}

export function presentRound(row: {
  round: typeof invitationSendings.$inferSelect;
  counts: Record<string, number>;
  failure?: string | null;
}) {
  return {
    id: row.round.id,
    kind: row.round.kind,
    state: row.round.state,
    /** Sent again to the unconfirmed only. */
    resend: row.round.resend,
    scheduled_at: row.round.scheduledAt.toISOString(),
    finished_at: row.round.finishedAt?.toISOString() ?? null,
    counts: row.counts,
    /** Why its mails failed: a reason the screen words in the reader's language, and the server's answer. */
    failure: row.failure ? { reason: mailFailureReason(row.failure), response: row.failure } : null,
  };
}

/** A reminder round just asked for a period, and how many of its audience the sync added as recipients. */
export function presentReminder(reminded: {
  round: typeof invitationSendings.$inferSelect;
  synced: { added: unknown[] };
}) {
  return {
    ...presentRound({ round: reminded.round, counts: {} }),
    recipients_added: reminded.synced.added.length,
  };
}

/**
 * The effective wording per kind and language (every survey language, and any the campaign wrote its own
 * wording in), and whether the campaign changed it.
 */
export function presentTemplates(campaign: LoadedCampaign) {
  const languages = orderLanguages([
    ...Object.keys(campaign.mailDefaults),
    ...invitationMailKinds.flatMap((kind) => Object.keys(campaign.campaign.templates[kind] ?? {})),
  ]);
  return Object.fromEntries(
    invitationMailKinds.map((kind) => [
      kind,
      Object.fromEntries(
        languages.map((language) => [
          language,
          {
            ...campaignTemplate(campaign, kind, language),
            custom: Boolean(campaign.campaign.templates[kind]?.[language]),
          },
        ]),
      ),
    ]),
  );
}

export function presentCampaignDetail(campaign: LoadedCampaign, recipients: number) {
  return {
    /** The language pasted addresses get unless another is chosen: the school's, when the period runs in it. */
    default_language: mailLanguages(campaign).fallback,
    ...presentCampaign(campaign.campaign, {
      periodName: campaign.period.name,
      organizationName: campaign.organization.name,
      recipients,
    }),
    period: {
      id: campaign.period.id,
      name: campaign.period.name,
      starts_at: campaign.period.startsAt.toISOString(),
      ends_at: campaign.period.endsAt.toISOString(),
      languages: campaign.period.languages,
    },
    templates: presentTemplates(campaign),
  };
}
