import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { surveyPeriods, surveys, surveyVersions } from '../../db/schema/surveys';
import { AppError } from '../../http/errors';
import { finishedCounts } from '../periods/finishedCounts';
import { periodDates } from '../periods/periodStatus';
import { type PeriodSchoolYear, periodSchoolYears } from '../periods/schoolYear';

export type AdminPeriodRow = Awaited<ReturnType<typeof loadPeriodRows>>[number];

/** Periods with their survey, version and organisation, newest first unless `order` says otherwise. */
export function loadPeriodRows(db: Db, where: SQL | undefined, limit = 500, order?: SQL[]) {
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
    .orderBy(...(order ?? [desc(surveyPeriods.startsAt), desc(surveyPeriods.id)]))
    .limit(limit);
}

export type PeriodKind = 'parent' | 'child' | 'school';

export function periodKind(row: AdminPeriodRow): PeriodKind {
  if (row.period.parentPeriodId !== null) return 'child';
  return row.organization.type === 'organization' ? 'parent' : 'school';
}

/** A period as the back office lists it. */
export function presentAdminPeriod(row: AdminPeriodRow, finished: number, schoolYear?: PeriodSchoolYear) {
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
    ...periodDates(period),
    anonymous: period.anonymous,
    exclude_from_benchmarks: period.excludeFromBenchmarks,
    progress: { finished, expected: period.expectedCount },
    /** The school year it counts in (services/periods/schoolYear), as benchmarks count it. */
    school_year: schoolYear ?? null,
  };
}

export type AdminPeriod = ReturnType<typeof presentAdminPeriod>;

/** Loads and presents in one go. */
export async function adminPeriods(db: Db, where: SQL | undefined, limit?: number, order?: SQL[]) {
  const rows = await loadPeriodRows(db, where, limit, order);
  const ids = rows.map((row) => row.period.id);
  const finished = await finishedCounts(db, ids);
  const years = await periodSchoolYears(db, ids);
  return rows.map((row) =>
    presentAdminPeriod(row, finished.get(row.period.id) ?? 0, years.get(row.period.id)),
  );
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
