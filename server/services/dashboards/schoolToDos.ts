import { sql } from 'drizzle-orm';
import { sortByClassName } from '../../../common/classNames';
import type { RunningPeriod, ToDos } from '../../../common/dashboards/types';
import type { Db } from '../../db/client';
import { queryRows } from '../resultCells/queryRows';

/** A running period this close to its end with fewer than `lowRate` of its respondents is worth a reminder. */
const endingSoonMs = 7 * 24 * 3600_000;
const lowRate = 0.5;
/** Results older than this are no longer news. */
const newResultsDays = 60;

export function periodsEndingSoon(running: RunningPeriod[], now = new Date()): ToDos['ending_soon'] {
  return running
    .filter(
      (period) =>
        Date.parse(period.ends_at) - now.getTime() <= endingSoonMs &&
        period.expected > 0 &&
        period.finished / period.expected < lowRate,
    )
    .map(({ id, name, ends_at, finished, expected }) => ({ id, name, ends_at, finished, expected }));
}

type Named = { id: number; name: string };

/**
 * Classes with nobody in them, and classes without a class teacher: the class teacher is who runs the
 * class's survey in a lesson (its link, slips and live session); a subject teacher does not lead it.
 */
export async function classesNeedingPeople(db: Db, schoolId: number) {
  const result = await db.execute(sql`
    select c.id, c.name,
      c.num_students = 0 and not exists (select 1 from class_students s where s.class_id = c.id) as no_students,
      c.teacher_id is null as no_teacher
    from classes c
    where c.organization_id = ${schoolId} and c.archived_at is null`);
  const list = sortByClassName(queryRows<Named & { no_students: boolean; no_teacher: boolean }>(result));
  const named = ({ id, name }: Named) => ({ id, name });
  return {
    withoutStudents: list.filter((row) => row.no_students).map(named),
    withoutTeacher: list.filter((row) => row.no_teacher).map(named),
  };
}

/** Staff invitations to this school nobody has accepted yet, the latest per address. */
export async function pendingInvitations(db: Db, schoolId: number): Promise<ToDos['pending_invitations']> {
  const result = await db.execute(sql`
    select distinct on (lower(t.payload ->> 'email')) t.payload ->> 'email' as email,
      t.payload ->> 'type' as type, t.created_at, t.expires_at < now() as expired
    from one_time_tokens t
    where t.purpose = 'invitation' and t.used_at is null
      and t.payload ->> 'organizationId' = ${String(schoolId)}
      and t.payload ->> 'type' in ('teacher', 'staff', 'school_admin')
      and not exists (select 1 from one_time_tokens u where u.purpose = 'invitation' and u.used_at is not null
        and lower(u.payload ->> 'email') = lower(t.payload ->> 'email')
        and u.payload ->> 'organizationId' = t.payload ->> 'organizationId')
    order by lower(t.payload ->> 'email'), t.created_at desc`);
  const rows = queryRows<{ email: string; type: string; created_at: string | Date; expired: boolean }>(
    result,
  );
  return rows.map((row) => ({
    email: row.email,
    type: row.type,
    sent_at: new Date(row.created_at).toISOString(),
    expired: row.expired,
  }));
}

/** Closed periods of the school (recent ones) whose results this identity has not opened since they ended. */
export async function unseenResults(
  db: Db,
  schoolId: number,
  identityId: number,
): Promise<ToDos['new_results']> {
  const result = await db.execute(sql`
    select p.id, p.name, least(coalesce(p.closed_at, p.ends_at), p.ends_at) as ended_at
    from survey_periods p
    where p.organization_id = ${schoolId}
      and least(coalesce(p.closed_at, p.ends_at), p.ends_at) <= now()
      and least(coalesce(p.closed_at, p.ends_at), p.ends_at) > now() - make_interval(days => ${newResultsDays})
      and exists (select 1 from responses r where r.period_id = p.id and r.status = 'finished')
      and not exists (select 1 from events e where e.identity_id = ${identityId} and e.category = 'Results'
        and e.action = 'view' and e.details -> 'period_identifiers' ->> 'id' = p.id::text
        and e.created_at >= least(coalesce(p.closed_at, p.ends_at), p.ends_at))
    order by ended_at desc`);
  const rows = queryRows<{ id: number; name: string; ended_at: string | Date }>(result);
  return rows.map((row) => ({ id: row.id, name: row.name, ended_at: new Date(row.ended_at).toISOString() }));
}
