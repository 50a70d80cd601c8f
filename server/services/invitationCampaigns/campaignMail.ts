import { localizedText } from '../../../common/localizedText';
import { pollLinkPath } from '../../../common/pollPaths';
import { tokenSecretsOf } from '../../auth/secretRotation';
import type { InvitationMailKind, MailTemplate } from '../../db/schema';
import type { AppConfig } from '../../env';
import type { LoadedCampaign } from './campaigns';
import { closingDateText, defaultTemplatesOf, fillTemplate } from './defaultTemplates';
import {
  linkHashOf,
  oneClickUnsubscribeUrl,
  personalLinkUrl,
  recipientLinkSecret,
  unsubscribeUrl,
} from './personalLinks';

export type MailSecrets = Pick<AppConfig, 'appUrl' | 'tokenSecret' | 'previousTokenSecrets'>;
/** `linkHash`: the stored hash of the link earlier mails carried (absent for a link made just now). */
export type RecipientForMail = { id: number; language: string; linkNonce: string; linkHash?: string };

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

/**
 * One recipient's mail, with their personal and unsubscribe links, and the headers that let a mail client
 * unsubscribe in one click (RFC 8058), which large mailbox providers expect of bulk mail. `linkHash` is the
 * hash of the personal link it carries: another than the stored one when the secret that made the stored
 * link has been dropped from TOKEN_SECRET (the sender then stores the new one).
 */
export function recipientMail(
  campaign: LoadedCampaign,
  kind: InvitationMailKind,
  recipient: RecipientForMail,
  secrets: MailSecrets,
): MailTemplate & { link: string; linkHash: string; headers: Record<string, string> } {
  const linkSecret = recipientLinkSecret(tokenSecretsOf(secrets), recipient.linkNonce, recipient.linkHash);
  const link = personalLinkUrl(secrets.appUrl, campaign.poll.urlToken ?? '', linkSecret);
  const mail = fillTemplate(campaignTemplate(campaign, kind, recipient.language), {
    ...sharedValues(campaign, recipient.language),
    link,
    unsubscribe_link: unsubscribeUrl(secrets.appUrl, secrets.tokenSecret, recipient.id),
  });
  const headers = {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(secrets.appUrl, secrets.tokenSecret, recipient.id)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return { ...mail, link, linkHash: linkHashOf(linkSecret), headers };
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
