import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { responses, surveyPeriods, surveys, surveyVersions } from '../../db/schema/surveys';
import { AppError } from '../../http/errors';
import { periodStatus } from '../periods/periodStatus';

export type AdminPeriodRow = Awaited<ReturnType<typeof loadPeriodRows>>[number];

/** Periods with their survey, version and organisation, newest first. */
export function loadPeriodRows(db: Db, where: SQL | undefined, limit = 500) {
  return db
    .select({
      period: surveyPeriods,
      survey: { id: surveys.id, uuid: surveys.uuid, draft: surveys.draft },
      versionNumber: surveyVersions.number,
      organization: {
        id: organizations.id,
        name: organizations.name,
        type: organizations.type,
        parentId: organizations.parentId,
      },
    })
    .from(surveyPeriods)
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .innerJoin(surveys, eq(surveys.id, surveyVersions.surveyId))
    .innerJoin(organizations, eq(organizations.id, surveyPeriods.organizationId))
    .where(where)
    .orderBy(desc(surveyPeriods.startsAt), desc(surveyPeriods.id))
    .limit(limit);
}

/** Finished responses per period; a parent period counts its children's. One query. */
export async function finishedIncludingChildren(db: Db, periodIds: number[]) {
  const totals = new Map<number, number>();
  if (!periodIds.length) return totals;
  const rows = await db
    .select({ id: surveyPeriods.id, parentId: surveyPeriods.parentPeriodId, finished: count(responses.id) })
    .from(surveyPeriods)
    .innerJoin(responses, and(eq(responses.periodId, surveyPeriods.id), eq(responses.status, 'finished')))
    .where(or(inArray(surveyPeriods.id, periodIds), inArray(surveyPeriods.parentPeriodId, periodIds)))
    .groupBy(surveyPeriods.id, surveyPeriods.parentPeriodId);
  const wanted = new Set(periodIds);
  for (const row of rows) {
    for (const id of [row.id, row.parentId]) {
      if (id !== null && wanted.has(id)) totals.set(id, (totals.get(id) ?? 0) + row.finished);
    }
  }
  return totals;
}

export type PeriodKind = 'parent' | 'child' | 'school';

export function periodKind(row: AdminPeriodRow): PeriodKind {
  if (row.period.parentPeriodId !== null) return 'child';
  return row.organization.type === 'organization' ? 'parent' : 'school';
}

/** A period as the back office lists it. */
export function presentAdminPeriod(row: AdminPeriodRow, finished: number) {
  const { period } = row;
  return {
    id: period.id,
    name: period.name,
    kind: periodKind(row),
    survey: { id: row.survey.id, uuid: row.survey.uuid, title: row.survey.draft.title },
    survey_version_id: period.surveyVersionId,
    version: row.versionNumber,
    organization: { id: row.organization.id, name: row.organization.name, type: row.organization.type },
    parent_period_id: period.parentPeriodId,
    starts_at: period.startsAt.toISOString(),
    ends_at: period.endsAt.toISOString(),
    closed_at: period.closedAt?.toISOString() ?? null,
    status: periodStatus(period),
    anonymous: period.anonymous,
    exclude_from_benchmarks: period.excludeFromBenchmarks,
    progress: { finished, expected: period.expectedCount },
  };
}

export type AdminPeriod = ReturnType<typeof presentAdminPeriod>;

/** Loads and presents in one go. */
export async function adminPeriods(db: Db, where: SQL | undefined, limit?: number) {
  const rows = await loadPeriodRows(db, where, limit);
  const finished = await finishedIncludingChildren(
    db,
    rows.map((row) => row.period.id),
  );
  return rows.map((row) => presentAdminPeriod(row, finished.get(row.period.id) ?? 0));
}

/** Every id must name a period; the missing ones are named in a 404. */
export async function assertPeriodsExist(db: Db, periodIds: number[]) {
  const rows = await db
    .select({ id: surveyPeriods.id })
    .from(surveyPeriods)
    .where(inArray(surveyPeriods.id, periodIds));
  const found = new Set(rows.map((row) => row.id));
  const missing = periodIds.filter((id) => !found.has(id));
  if (missing.length) throw new AppError('not_found', `No such survey periods: ${missing.join(', ')}`);
}
