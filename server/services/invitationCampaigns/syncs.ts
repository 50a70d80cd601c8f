import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import {
  identities,
  invitationRecipients,
  surveyPeriods,
  surveys,
  surveyVersions,
  users,
} from '../../db/schema';
import { recordEvent } from '../events/recordEvent';
import { resolveAudience } from '../periods/audience';
import type { LoadedCampaign } from './campaigns';
import { deleteRecipients, insertRecipients, mailLanguages, type NewRecipient } from './recipients';

/**
 * The period's audience (a parent period's: its schools' children periods) that has an e-mail address, and
 * how many of it have none (they cannot be invited by mail: the sync says so).
 */
async function audienceWithEmail(
  db: Db,
  campaign: LoadedCampaign,
): Promise<{ wanted: NewRecipient[]; withoutEmail: number }> {
  const periods = await db
    .select({ period: surveyPeriods, audience: surveys.audience })
    .from(surveyPeriods)
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .innerJoin(surveys, eq(surveys.id, surveyVersions.surveyId))
    .where(
      or(eq(surveyPeriods.id, campaign.period.id), eq(surveyPeriods.parentPeriodId, campaign.period.id)),
    );
  const identityIds = new Set<number>();
  for (const { period, audience } of periods) {
    // A period whose classes or groups have since gone asks nobody there any more.
    const resolved = await resolveAudience(db, period.organizationId, audience, period.audience).catch(
      () => null,
    );
    for (const id of resolved?.identityIds ?? []) identityIds.add(id);
  }
  if (!identityIds.size) return { wanted: [], withoutEmail: 0 };
  const { known, fallback } = mailLanguages(campaign);
  const people = await db
    .select({ identityId: identities.id, email: users.email, language: users.language })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(inArray(identities.id, [...identityIds]));
  const seen = new Set<string>();
  let withoutEmail = 0;
  const wanted = people.flatMap((person) => {
    const email = person.email?.trim().toLowerCase();
    if (!email) withoutEmail += 1;
    if (!email || seen.has(email)) return [];
    seen.add(email);
    const language = known(person.language) ? person.language : fallback;
    return [{ email, language, source: 'sync' as const, identityId: person.identityId }];
  });
  return { wanted, withoutEmail };
}

/**
 * Brings the synced part of the list up to date with the period's audience: new people with an
 * address are added, synced addresses no longer in the audience removed. Hand-added ones stay.
 */
export async function updateSyncs(
  db: Db,
  claims: TokenClaims,
  serverSecret: string,
  campaign: LoadedCampaign,
) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Syncs of one campaign run one after another: two at once would both find an address missing and
    // both add it (the second then fails on the list's unique address).
    await t.execute(
      sql`select id from invitation_campaigns where id = ${campaign.campaign.id}::int for update`,
    );
    const { wanted, withoutEmail } = await audienceWithEmail(t, campaign);
    const added = await insertRecipients(t, campaign, serverSecret, wanted);
    const wantedEmails = new Set(wanted.map((row) => row.email));
    const synced = await t
      .select({ email: invitationRecipients.email })
      .from(invitationRecipients)
      .where(
        and(
          eq(invitationRecipients.campaignId, campaign.campaign.id),
          eq(invitationRecipients.source, 'sync'),
        ),
      );
    const gone = synced.map((row) => row.email).filter((email) => !wantedEmails.has(email));
    const removed = await deleteRecipients(t, campaign.campaign.id, gone);
    await recordEvent(t, claims, {
      category: claims.identityType === 'super_admin' ? 'Superadmin' : 'School Admin',
      action: 'Synced invitation campaign',
      details: { campaign_id: campaign.campaign.id, added: added.length, removed: removed.length },
    });
    // Why a sync may add nobody: who the period asks, and how many of them have no address.
    return { added, removed, audience: campaign.audience, without_email: withoutEmail };
  });
}
