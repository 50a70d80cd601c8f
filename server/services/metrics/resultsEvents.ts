import { type SQL, sql } from 'drizzle-orm';

/**
 * The results usage events, from what the web client sends (spec §7) and what the server records:
 * - opened: 'Results' · 'open' (details: mode, type, id), except the public demo;
 * - exported: 'Results PDF modal' / 'Results Excel Manual modal' · 'start' (details: kind, type, id);
 * - shared: 'Results' · 'share', recorded by the server when a read-only link is made (details: period_id).
 * Whose results they were: the period the details name (a period or parent period), else the actor's own
 * organisation (a survey's results across periods, an export event from before it named the period).
 * Ids in details are text the client sent, so only a plain number of at most 9 digits is looked up.
 */
/** The period id an event `e` names in its details, or null. */
export const resultsEventPeriodRef = sql`case
    when coalesce(e.details ->> 'period_id', '') ~ '^[0-9]{1,9}$' then (e.details ->> 'period_id')::int
    when e.details ->> 'type' in ('period', 'parent_period') and coalesce(e.details ->> 'id', '') ~ '^[0-9]{1,9}$'
      then (e.details ->> 'id')::int
  end`;

export const resultsEventKind = sql`case
    when e.category = 'Results' and e.action = 'open' then 'opened'
    when e.category = 'Results' and e.action = 'share' then 'shared'
    else 'exported'
  end`;

/** Events of the three kinds (the category index narrows them first), with the period they name. */
export const resultsEventsWhere = sql`e.category in ('Results', 'Results PDF modal', 'Results Excel Manual modal')
  and ((e.category = 'Results' and e.action in ('open', 'share'))
    or (e.category <> 'Results' and e.action = 'start'))
  and coalesce(e.details ->> 'mode', '') <> 'demo'`;

/** FROM clause: events `e` with the period `p` their details name (or none). */
export const resultsEventsFrom = sql`events e left join survey_periods p on p.id = ${resultsEventPeriodRef}`;

/** The organisation whose results an event concerns. */
export const resultsEventOrganization = sql`coalesce(p.organization_id, e.org_id)`;

/** An organisation and the schools under it, as a subquery of ids. */
export const organizationAndSchools = (organizationId: number): SQL =>
  sql`(select o.id from organizations o where o.id = ${organizationId} or o.parent_id = ${organizationId})`;
