import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../resultCells/queryRows';
import type { LoadedCampaign } from './campaigns';
import { latestDelivery, recipientFinished } from './rounds';

export type RecipientStatusRow = {
  id: number;
  email: string;
  language: string;
  source: string;
  delivery_state: string | null;
  delivery_kind: string | null;
  smtp_response: string | null;
  sent_at: string | null;
  opened_at: string | null;
  finished: boolean;
  unsubscribed_at: string | null;
};

/** Each recipient with their latest mail (queued, sent, failed with the SMTP answer), opening and finishing. */
export async function recipientStatuses(
  db: Db,
  campaign: LoadedCampaign,
  options: { search?: string; limit: number; offset: number },
) {
  const search = options.search?.trim() ? `%${options.search.trim().toLowerCase()}%` : null;
  const where = sql`r.campaign_id = ${campaign.campaign.id}::int ${search ? sql`and r.email like ${search}` : sql``}`;
  const rows = queryRows<RecipientStatusRow>(
    await db.execute(sql`
      select r.id, r.email, r.language, r.source, last.state as delivery_state, last.kind as delivery_kind,
        last.smtp_response, last.sent_at, r.opened_at, r.unsubscribed_at, ${recipientFinished(campaign.period.id)} as finished
      from invitation_recipients r
      left join ${latestDelivery} last on true
      where ${where}
      order by r.email limit ${options.limit}::int offset ${options.offset}::int`),
  );
  const [summary] = queryRows<Record<string, number>>(
    await db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where r.opened_at is not null)::int as opened,
        count(*) filter (where ${recipientFinished(campaign.period.id)})::int as finished,
        count(*) filter (where r.unsubscribed_at is not null)::int as unsubscribed,
        count(*) filter (where last.state = 'unconfirmed')::int as unconfirmed
      from invitation_recipients r left join ${latestDelivery} last on true
      where r.campaign_id = ${campaign.campaign.id}::int`),
  );
  return { rows, summary };
}
