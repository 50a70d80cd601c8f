import type { Db } from '../../db/client';
import { loadServerTexts } from '../translations/serverTexts';
import { oneLine } from './mailTemplates';

export type ActionMailKind = 'action_assigned' | 'action_due_soon';
export type ActionMailFacts = {
  action: string;
  plan: string;
  school: string;
  dueOn: string | null;
  link: string;
};
type Mail = { subject: string; text: string };

const keys = (kind: ActionMailKind) => [
  `mail.${kind}.subject`,
  `mail.${kind}.text`,
  'mail.action_assigned.due',
  'mail.action_assigned.no_due',
];

/**
 * Mail to an action's owner in their language: translation keys `mail.action_assigned.*` and
 * `mail.action_due_soon.*`, read as account mail is (renderMail), English where a text is not translated.
 */
export async function renderActionMail(
  db: Db,
  kind: ActionMailKind,
  language: string,
  facts: ActionMailFacts,
): Promise<Mail> {
  const text = await loadServerTexts(db, language, keys(kind));
  const date = facts.dueOn ?? '';
  const due = facts.dueOn ? text('mail.action_assigned.due', { date }) : text('mail.action_assigned.no_due');
  const values = {
    action: facts.action,
    plan: facts.plan,
    school: facts.school,
    link: facts.link,
    date,
    due,
  };
  return { subject: oneLine(text(`mail.${kind}.subject`, values)), text: text(`mail.${kind}.text`, values) };
}
