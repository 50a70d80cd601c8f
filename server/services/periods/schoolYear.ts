import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, surveyPeriods } from '../../db/schema';
import { queryRows } from '../resultCells/queryRows';

/**
 * The school year a day counts in, as the calendar year it starts in, in SQL over a date expression and
 * an organisation's alias: the organisation's own school year (/admin/fiscal-years) holding the day, else
 * its parent's, else the year that starts on 1 September.
 */
export function schoolYearAt(day: SQL, organization: string) {
  const o = sql.raw(organization);
  return sql`coalesce(
    (select extract(year from fy.starts_on)::int from fiscal_years fy
      where fy.organization_id in (${o}.id, ${o}.parent_id)
        and ${day} between fy.starts_on and fy.ends_on
      order by fy.organization_id = ${o}.id desc limit 1),
    extract(year from ${day})::int - case when extract(month from ${day}) < 9 then 1 else 0 end)`;
}

/** The school year a period counts in: the one holding its first day in Riga (see schoolYearAt). */
export function periodSchoolYear(period: string, organization: string) {
  return schoolYearAt(sql`(${sql.raw(period)}.starts_at at time zone 'Europe/Riga')::date`, organization);
}

/** The organisation's own (else its parent's) school year starting in `year`, as a fiscal_years alias `fy`. */
function ownSchoolYear(year: SQL, organization: string, column: string) {
  const o = sql.raw(organization);
  return sql`(select ${sql.raw(`fy.${column}`)} from fiscal_years fy
    where fy.organization_id in (${o}.id, ${o}.parent_id) and extract(year from fy.starts_on)::int = ${year}
    order by fy.organization_id = ${o}.id desc limit 1)`;
}

/** A school year's name: the organisation's own name for it, else "2025/26". */
export function schoolYearName(year: SQL, organization: string) {
  return sql`coalesce(${ownSchoolYear(year, organization, 'name')},
    ${year}::text || '/' || lpad(((${year} + 1) % 100)::text, 2, '0'))`;
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
      select p.id, y.year, ${schoolYearName(sql`y.year`, 'o')} as name
      from survey_periods p
      join organizations o on o.id = p.organization_id
      cross join lateral (select ${periodSchoolYear('p', 'o')} as year) y
      where p.id = any(${sql.param(periodIds)}::int[])`),
  );
  return new Map(rows.map((row) => [Number(row.id), { year: Number(row.year), name: String(row.name) }]));
}

/** A school year with its days: the organisation's own, else 1 September to 31 August. */
export type SchoolYearSpan = PeriodSchoolYear & { starts_on: string; ends_on: string; own: boolean };

/**
 * An organisation's school year holding a day (YYYY-MM-DD), and the one after it: the new-school-year
 * wizard moves classes into one of them.
 */
export async function organizationSchoolYears(
  db: Db,
  organizationId: number,
  day: string,
): Promise<{ current: SchoolYearSpan; next: SchoolYearSpan }> {
  const rows = queryRows<{
    year: number;
    name: string;
    starts_on: string;
    ends_on: string;
    own: boolean;
  }>(
    await db.execute(sql`
      select y.year, ${schoolYearName(sql`y.year`, 'o')} as name,
        coalesce(${ownSchoolYear(sql`y.year`, 'o', 'starts_on')}, make_date(y.year, 9, 1))::text as starts_on,
        coalesce(${ownSchoolYear(sql`y.year`, 'o', 'ends_on')}, make_date(y.year + 1, 8, 31))::text as ends_on,
        ${ownSchoolYear(sql`y.year`, 'o', 'id')} is not null as own
      from organizations o
      cross join lateral (select ${schoolYearAt(sql`${day}::date`, 'o')} as year
        union all select ${schoolYearAt(sql`${day}::date`, 'o')} + 1) y
      where o.id = ${organizationId}::int
      order by y.year`),
  );
  if (rows.length !== 2) throw new Error(`No organisation ${organizationId}`);
  const [current, next] = rows.map((row) => ({
    year: Number(row.year),
    name: String(row.name),
    starts_on: String(row.starts_on).slice(0, 10),
    ends_on: String(row.ends_on).slice(0, 10),
    own: Boolean(row.own),
  }));
  return { current: current!, next: next! };
}
