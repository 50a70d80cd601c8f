import { languageNameIn } from '../../i18n/languageNameIn';
import type { TFunction } from '../../i18n/translator';
import type { MailKind, RoundAudience } from '../../queries/invitationCampaigns';

/**
 * What Send now asks before anything goes out: how many mails, of which kind, in which languages
 * ("Send 3 invitations in Latvian?"; several languages with their counts). Each language's grammar is in
 * its texts: the plural of the count, and how the languages are named in the sentence.
 */
export function roundConfirmation(t: TFunction, reader: string, kind: MailKind, audience: RoundAudience) {
  const several = audience.languages.length > 1;
  const names = audience.languages.map(({ language, count }) =>
    several ? `${languageNameIn(language, reader)} (${count})` : languageNameIn(language, reader),
  );
  const list = new Intl.ListFormat(reader, { type: 'conjunction' }).format(names);
  const languages = t('invitations.sending.confirm_in', { count: audience.languages.length, list });
  return {
    message: t(`invitations.sending.confirm_${kind}`, { count: audience.total, languages }),
    confirmLabel: t('invitations.sending.confirm_button', { count: audience.total }),
  };
}
