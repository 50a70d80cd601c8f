import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, surveyPeriods } from '../../db/schema';
import { queryRows } from '../resultCells/queryRows';

/**
 * The school year a period counts in, as the calendar year it starts in, in SQL over a period alias and
 * its organisation's alias: the organisation's own school year (/admin/fiscal-years) holding the period's
 * first day, else its parent's, else the year that starts on 1 September.
 */
export function periodSchoolYear(period: string, organization: string) {
  const p = sql.raw(period);
  const o = sql.raw(organization);
  return sql`coalesce(
    (select extract(year from fy.starts_on)::int from fiscal_years fy
      where fy.organization_id in (${o}.id, ${o}.parent_id)
        and (${p}.starts_at at time zone 'Europe/Riga')::date between fy.starts_on and fy.ends_on
      order by fy.organization_id = ${o}.id desc limit 1),
    extract(year from ${p}.starts_at at time zone 'UTC')::int
      - case when extract(month from ${p}.starts_at at time zone 'UTC') < 9 then 1 else 0 end)`;
}

/** One period's school year (see periodSchoolYear). */
export async function schoolYearOfPeriod(db: Db, periodId: number): Promise<number> {
  const rows = queryRows<{ year: number }>(
    await db.execute(sql`
      select ${periodSchoolYear('p', 'o')} as year
      from ${surveyPeriods} p join ${organizations} o on o.id = p.organization_id
      where p.id = ${periodId}::int`),
  );
  return Number(rows[0]?.year);
}

export type PeriodSchoolYear = { year: number; name: string };

/** Each period's school year and its name (the school year's own name, or "2025/26"). */
export async function periodSchoolYears(db: Db, periodIds: number[]): Promise<Map<number, PeriodSchoolYear>> {
  if (periodIds.length === 0) return new Map();
  const rows = queryRows<{ id: number; year: number; name: string }>(
    await db.execute(sql`
      select p.id, y.year, coalesce(
        (select fy.name from fiscal_years fy
          where fy.organization_id in (o.id, o.parent_id) and extract(year from fy.starts_on)::int = y.year
          order by fy.organization_id = o.id desc limit 1),
        y.year::text || '/' || lpad(((y.year + 1) % 100)::text, 2, '0')) as name
      from survey_periods p
      join organizations o on o.id = p.organization_id
      cross join lateral (select ${periodSchoolYear('p', 'o')} as year) y
      where p.id = any(${sql.param(periodIds)}::int[])`),
  );
  return new Map(rows.map((row) => [Number(row.id), { year: Number(row.year), name: String(row.name) }]));
}
