import { and, eq, inArray, isNull } from 'drizzle-orm';
import { isEmail } from '../../../common/validation';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { accessCodes, invitationRecipients, users } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { recordEvent } from '../events/recordEvent';
import { hashAccessCode, newAccessCode } from '../periods/accessCodes';
import type { LoadedCampaign } from './campaigns';
import { linkHashOf, newLinkNonce, personalLinkSecret } from './personalLinks';

export type NewRecipient = {
  email: string;
  language: string;
  source: 'manual' | 'sync';
  identityId: number | null;
};

const chunk = 1000;
const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Spec §5 e-mail rule; every refused address is named. */
export function checkedEmails(emails: string[]): string[] {
  const normalized = [...new Set(emails.map(normalizeEmail).filter(Boolean))];
  const bad = normalized.filter((email) => !isEmail(email));
  if (bad.length) throw fieldError(`emails: not e-mail addresses: ${bad.slice(0, 20).join(', ')}`);
  if (!normalized.length) throw fieldError('emails: give at least one e-mail address');
  return normalized;
}

/**
 * Mail is written in a survey language (en, lv, ru or one switched on for surveys at /admin/manage-languages).
 * For a person whose own language is none of them (or unknown: a pasted address) it is the school's language
 * when the period runs in it, else the period's first: a Latvian school's parents read Latvian, not English.
 */
export function mailLanguages(campaign: LoadedCampaign) {
  const known = (code: string | null | undefined): code is string =>
    typeof code === 'string' && Object.hasOwn(campaign.mailDefaults, code);
  const school = campaign.organization.defaultLanguage;
  const fallback =
    known(school) && campaign.period.languages.includes(school)
      ? school
      : (campaign.period.languages.find(known) ?? 'lv');
  return { known, fallback };
}

/** The period's first language, unless the address belongs to an account that chose another. */
export async function recipientLanguages(db: Db, campaign: LoadedCampaign, emails: string[]) {
  const { known, fallback } = mailLanguages(campaign);
  const chosen = new Map<string, string>();
  for (let start = 0; start < emails.length; start += chunk) {
    const rows = await db
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(inArray(users.email, emails.slice(start, start + chunk)));
    for (const row of rows)
      if (row.email && known(row.language)) chosen.set(row.email.toLowerCase(), row.language);
  }
  return (email: string) => chosen.get(email) ?? fallback;
}

/**
 * New recipients, each with an unguessable access code of the campaign's poll behind the personal
 * link; addresses already in the campaign are left as they are. Returns the addresses added.
 */
export async function insertRecipients(
  db: Db,
  campaign: LoadedCampaign,
  serverSecret: string,
  list: NewRecipient[],
) {
  const added: string[] = [];
  for (let start = 0; start < list.length; start += chunk) {
    const part = list.slice(start, start + chunk);
    const existing = new Set(
      (
        await db
          .select({ email: invitationRecipients.email })
          .from(invitationRecipients)
          .where(
            and(
              eq(invitationRecipients.campaignId, campaign.campaign.id),
              inArray(
                invitationRecipients.email,
                part.map((row) => row.email),
              ),
            ),
          )
      ).map((row) => row.email),
    );
    const fresh = part.filter((row) => !existing.has(row.email));
    if (!fresh.length) continue;
    const codes = await db
      .insert(accessCodes)
      .values(fresh.map(() => ({ pollId: campaign.poll.id, codeHash: hashAccessCode(newAccessCode()) })))
      .returning({ id: accessCodes.id });
    await db.insert(invitationRecipients).values(
      fresh.map((row, index) => {
        const linkNonce = newLinkNonce();
        return {
          ...row,
          campaignId: campaign.campaign.id,
          accessCodeId: codes[index].id,
          linkNonce,
          linkHash: linkHashOf(personalLinkSecret(serverSecret, linkNonce)),
        };
      }),
    );
    added.push(...fresh.map((row) => row.email));
  }
  return added;
}

/** Removes recipients by address; their codes go too unless used to finish. Returns the addresses removed. */
export async function deleteRecipients(db: Db, campaignId: number, emails: string[]) {
  const removed: string[] = [];
  for (let start = 0; start < emails.length; start += chunk) {
    const rows = await db
      .delete(invitationRecipients)
      .where(
        and(
          eq(invitationRecipients.campaignId, campaignId),
          inArray(invitationRecipients.email, emails.slice(start, start + chunk)),
        ),
      )
      .returning({ email: invitationRecipients.email, codeId: invitationRecipients.accessCodeId });
    const codeIds = rows.flatMap((row) => (row.codeId ? [row.codeId] : []));
    if (codeIds.length)
      await db.delete(accessCodes).where(and(inArray(accessCodes.id, codeIds), isNull(accessCodes.usedAt)));
    removed.push(...rows.map((row) => row.email));
  }
  return removed;
}

/** Spec §4: a campaign's list changes by add and remove only. */
export async function changeEmails(
  db: Db,
  claims: TokenClaims,
  serverSecret: string,
  campaign: LoadedCampaign,
  operation: 'add' | 'remove',
  given: string[],
  language?: string,
) {
  const emails = checkedEmails(given);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    let changed: string[];
    if (operation === 'add') {
      const languageOf = language ? () => language : await recipientLanguages(t, campaign, emails);
      const list = emails.map((email) => ({
        email,
        language: languageOf(email),
        source: 'manual' as const,
        identityId: null,
      }));
      changed = await insertRecipients(t, campaign, serverSecret, list);
    } else changed = await deleteRecipients(t, campaign.campaign.id, emails);
    await recordEvent(t, claims, {
      category: 'Superadmin',
      action: operation === 'add' ? 'Added invitation e-mails' : 'Removed invitation e-mails',
      details: { campaign_id: campaign.campaign.id, count: changed.length },
    });
    const done = new Set(changed);
    return {
      [operation === 'add' ? 'added' : 'removed']: changed,
      unchanged: emails.filter((e) => !done.has(e)),
    };
  });
}
