import type { LanguageCode } from '../../../common/languages';
import { localizedText } from '../../../common/localizedText';
import { pollLinkPath } from '../../../common/pollPaths';
import type { InvitationMailKind, MailTemplate } from '../../db/schema';
import type { LoadedCampaign } from './campaigns';
import { closingDateText, defaultTemplates, fillTemplate } from './defaultTemplates';
import { personalLinkSecret, personalLinkUrl, unsubscribeUrl } from './personalLinks';

export type MailSecrets = { appUrl: string; tokenSecret: string };
export type RecipientForMail = { id: number; language: LanguageCode; linkNonce: string };

export function campaignTemplate(campaign: LoadedCampaign, kind: InvitationMailKind, language: LanguageCode) {
  return campaign.campaign.templates[kind]?.[language] ?? defaultTemplates[kind][language];
}

/** The values of a campaign's placeholders that are the same for every recipient in one language. */
function sharedValues(campaign: LoadedCampaign, language: LanguageCode) {
  return {
    school: campaign.organization.name,
    survey: localizedText(campaign.surveyTitle, language) || campaign.period.name,
    closing_date: closingDateText(campaign.period.endsAt, language),
  };
}

/** One recipient's mail, with their personal and unsubscribe links. */
export function recipientMail(
  campaign: LoadedCampaign,
  kind: InvitationMailKind,
  recipient: RecipientForMail,
  secrets: MailSecrets,
): MailTemplate & { link: string } {
  const link = personalLinkUrl(
    secrets.appUrl,
    campaign.poll.urlToken ?? '',
    personalLinkSecret(secrets.tokenSecret, recipient.linkNonce),
  );
  const mail = fillTemplate(campaignTemplate(campaign, kind, recipient.language), {
    ...sharedValues(campaign, recipient.language),
    link,
    unsubscribe_link: unsubscribeUrl(secrets.appUrl, secrets.tokenSecret, recipient.id),
  });
  return { ...mail, link };
}

/** What the admin sees before sending: the template filled in, with sample links. */
export function previewMail(
  campaign: LoadedCampaign,
  kind: InvitationMailKind,
  language: LanguageCode,
  appUrl: string,
  template?: MailTemplate,
): MailTemplate {
  return fillTemplate(template ?? campaignTemplate(campaign, kind, language), {
    ...sharedValues(campaign, language),
    link: `${appUrl}${pollLinkPath(campaign.poll.urlToken ?? '')}?invite=…`,
    unsubscribe_link: `${appUrl}/invitations/unsubscribe/…`,
  });
}
