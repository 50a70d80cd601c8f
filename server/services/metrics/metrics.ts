import { eq, type SQL, sql } from 'drizzle-orm';
import {
  type Metrics,
  type MetricsDay,
  type MetricsPeriod,
  periodsShown,
} from '../../../common/metrics/types';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { demoResultsSlug } from '../../db/seed/demoResultsDataset';
import { queryRows } from '../resultCells/queryRows';
import {
  organizationAndSchools,
  resultsEventKind,
  resultsEventOrganization,
  resultsEventsFrom,
  resultsEventsWhere,
} from './resultsEvents';

export type MetricsScope = Metrics['scope'];

const dayMs = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const num = (value: unknown) => Number(value ?? 0);

/** The days from `from` to `to`, both included (UTC). */
export function daysBetween(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let time = from.getTime(); time <= to.getTime(); time += dayMs) days.push(isoDay(new Date(time)));
  return days;
}

/**
 * Whose rows count, over an organisation id column: the platform leaves out the hidden demo results school
 * (not a customer); an organisation reads itself and its schools.
 */
async function organizationFilter(db: Db, scope: MetricsScope): Promise<(column: SQL) => SQL> {
  if (scope.kind === 'organization') {
    const ids = organizationAndSchools(scope.id);
    return (column) => sql`${column} in ${ids}`;
  }
  const [demo] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, demoResultsSlug));
  if (!demo) return () => sql`true`;
  return (column) => sql`${column} is distinct from ${demo.id}`;
}

/**
 * /metrics over whole UTC days from `from` to `to`: every figure is one aggregate in the database, so the
 * work grows with the rows of the span (by the category and finished-at indexes), never the whole tables.
 */
export async function readMetrics(db: Db, scope: MetricsScope, from: Date, to: Date): Promise<Metrics> {
  const until = new Date(to.getTime() + dayMs);
  const within = await organizationFilter(db, scope);

  const organizationCounts = queryRows<{ schools: string; organizations: string }>(
    await db.execute(sql`
      select count(*) filter (where o.type = 'school') as schools,
        count(*) filter (where o.type = 'organization') as organizations
      from organizations o
      where ${within(sql`o.id`)} ${
        scope.kind === 'organization' && scope.organization_type !== 'school'
          ? sql`and o.id <> ${scope.id}`
          : sql``
      }`),
  )[0];

  // Periods of one school each: a parent period is counted through its children.
  const running = sql`select p.id, p.name, p.organization_id, p.starts_at, p.ends_at, p.expected_count,
      (select count(*) from responses r where r.period_id = p.id and r.status = 'finished') as finished
    from survey_periods p
    where p.starts_at < ${until} and least(p.closed_at, p.ends_at) > ${from}
      and not exists (select 1 from survey_periods c where c.parent_period_id = p.id)
      and ${within(sql`p.organization_id`)}`;
  const periodTotals = queryRows<{
    periods: string;
    active_schools: string;
    finished: string | null;
    expected: string | null;
  }>(
    await db.execute(sql`
      select count(*) as periods, count(distinct organization_id) as active_schools,
        sum(finished) filter (where expected_count > 0) as finished,
        sum(expected_count) filter (where expected_count > 0) as expected
      from (${running}) running`),
  )[0];
  const periodRows = queryRows<{
    id: number;
    name: string;
    organization_name: string;
    starts_at: string | Date;
    ends_at: string | Date;
    finished: string;
    expected_count: number;
  }>(
    await db.execute(sql`
      select running.*, o.name as organization_name
      from (${running}) running join organizations o on o.id = running.organization_id
      order by running.expected_count desc, running.finished desc, running.id
      limit ${periodsShown}`),
  );

  const responseDays = queryRows<{ day: string; responses: string }>(
    await db.execute(sql`
      select to_char(r.finished_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as responses
      from responses r join survey_periods p on p.id = r.period_id
      where r.status = 'finished' and r.finished_at >= ${from} and r.finished_at < ${until}
        and ${within(sql`p.organization_id`)}
      group by 1`),
  );

  const eventDays = queryRows<{ day: string; kind: string; events: string }>(
    await db.execute(sql`
      select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, ${resultsEventKind} as kind, count(*) as events
      from ${resultsEventsFrom}
      where ${resultsEventsWhere} and e.created_at >= ${from} and e.created_at < ${until}
        and ${within(resultsEventOrganization)}
      group by 1, 2`),
  );

  const byDay = new Map<string, MetricsDay>(
    daysBetween(from, to).map((date) => [date, { date, responses: 0, opened: 0, exported: 0, shared: 0 }]),
  );
  for (const row of responseDays) {
    const day = byDay.get(row.day);
    if (day) day.responses = num(row.responses);
  }
  for (const row of eventDays) {
    const day = byDay.get(row.day);
    if (day && (row.kind === 'opened' || row.kind === 'exported' || row.kind === 'shared'))
      day[row.kind] = num(row.events);
  }
  const days = [...byDay.values()];
  const sum = (key: 'responses' | 'opened' | 'exported' | 'shared') =>
    days.reduce((total, day) => total + day[key], 0);
  const finished = num(periodTotals.finished);
  const expected = num(periodTotals.expected);

  const periods: MetricsPeriod[] = periodRows.map((row) => {
    const rowFinished = num(row.finished);
    return {
      id: row.id,
      name: row.name,
      organization_name: row.organization_name,
      starts_at: new Date(row.starts_at).toISOString(),
      ends_at: new Date(row.ends_at).toISOString(),
      finished: rowFinished,
      expected: row.expected_count,
      response_rate: row.expected_count > 0 ? rowFinished / row.expected_count : null,
    };
  });

  return {
    scope,
    from: isoDay(from),
    to: isoDay(to),
    totals: {
      schools: num(organizationCounts.schools),
      organizations: scope.kind === 'platform' ? num(organizationCounts.organizations) : 0,
      active_schools: num(periodTotals.active_schools),
      periods_running: num(periodTotals.periods),
      responses: sum('responses'),
      finished,
      expected,
      response_rate: expected > 0 ? finished / expected : null,
      opened: sum('opened'),
      exported: sum('exported'),
      shared: sum('shared'),
    },
    days,
    periods,
  };
}
