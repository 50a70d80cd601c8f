import { localizedText } from '../../../common/localizedText';
import { pollLinkPath } from '../../../common/pollPaths';
import type { InvitationMailKind, MailTemplate } from '../../db/schema';
import type { LoadedCampaign } from './campaigns';
import { closingDateText, defaultTemplatesOf, fillTemplate } from './defaultTemplates';
import { personalLinkSecret, personalLinkUrl, unsubscribeUrl } from './personalLinks';

export type MailSecrets = { appUrl: string; tokenSecret: string };
export type RecipientForMail = { id: number; language: string; linkNonce: string };

/** The campaign's own wording in a language, else the language's starting wording (English where untranslated). */
export function campaignTemplate(campaign: LoadedCampaign, kind: InvitationMailKind, language: string) {
  return (
    campaign.campaign.templates[kind]?.[language] ??
    (campaign.mailDefaults[language] ?? defaultTemplatesOf(language))[kind]
  );
}

/** The values of a campaign's placeholders that are the same for every recipient in one language. */
function sharedValues(campaign: LoadedCampaign, language: string) {
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
  language: string,
  appUrl: string,
  template?: MailTemplate,
): MailTemplate {
  return fillTemplate(template ?? campaignTemplate(campaign, kind, language), {
    ...sharedValues(campaign, language),
    link: `${appUrl}${pollLinkPath(campaign.poll.urlToken ?? '')}?invite=…`,
    unsubscribe_link: `${appUrl}/invitations/unsubscribe/…`,
  });
}
