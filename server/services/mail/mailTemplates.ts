import type { Db } from '../../db/client';
import { loadServerTexts } from '../translations/serverTexts';

export type MailKind = 'password_reset' | 'create_password' | 'email_change' | 'invitation';
type Mail = { subject: string; text: string };

/**
 * Account mail in the person's language: translation keys `mail.{kind}.subject|text` (locales/*.json, edited at
 * /admin/manage-translations), so a language added there mails in its own words, English where a text is not
 * translated yet. `organization` names the inviting organisation of an invitation.
 */
export async function renderMail(
  db: Db,
  kind: MailKind,
  language: string,
  values: { link: string; organization?: string },
): Promise<Mail> {
  const keys = [`mail.${kind}.subject`, `mail.${kind}.text`];
  const text = await loadServerTexts(db, language, keys);
  const filled = { link: values.link, organization: values.organization ?? '' };
  return { subject: oneLine(text(keys[0], filled)), text: text(keys[1], filled) };
}

/** A subject is one header line, whatever a translator or an organisation's name put in it. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}
