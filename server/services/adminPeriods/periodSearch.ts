import { and, gt, gte, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outer } from '../../db/outerColumn';
import { organizations } from '../../db/schema';
import { surveyPeriods, surveys } from '../../db/schema/surveys';
import type { PeriodStatus } from '../periods/periodStatus';
import { periodSchoolYear } from '../periods/schoolYear';
import { adminPeriods } from './periodRows';

export type PeriodSearch = {
  organization?: string;
  survey?: string;
  status?: PeriodStatus | 'not_closed';
  from?: Date;
  to?: Date;
  /** The school year a period counts in, by its first calendar year (2025 for 2025/26). */
  school_year?: number;
  limit: number;
};

const containsText = (column: SQL, text: string) => sql`strpos(lower(${column}), lower(${text})) > 0`;

/** The condition periodStatus() computes, in SQL; `not_closed` is open or upcoming. */
function statusCondition(status: PeriodStatus | 'not_closed'): SQL | undefined {
  const now = new Date();
  const closedEarly = and(isNotNull(surveyPeriods.closedAt), lte(surveyPeriods.closedAt, now));
  const notClosedEarly = or(isNull(surveyPeriods.closedAt), gt(surveyPeriods.closedAt, now));
  if (status === 'closed') return or(closedEarly, lte(surveyPeriods.endsAt, now));
  if (status === 'not_closed') return and(notClosedEarly, gt(surveyPeriods.endsAt, now));
  if (status === 'upcoming') return and(notClosedEarly, gt(surveyPeriods.startsAt, now));
  return and(notClosedEarly, lte(surveyPeriods.startsAt, now), gt(surveyPeriods.endsAt, now));
}

/**
 * Periods by the name of their organisation (or its parent), the survey's title in any language,
 * status, a date range they overlap and the school year they count in.
 */
export function searchPeriods(db: Db, search: PeriodSearch) {
  const parentName = sql`(select p.name from ${organizations} p where p.id = ${outer(organizations.parentId)})`;
  return adminPeriods(
    db,
    and(
      search.organization
        ? or(
            containsText(sql`${organizations.name}`, search.organization),
            containsText(sql`coalesce(${parentName}, '')`, search.organization),
          )
        : undefined,
      search.survey ? containsText(sql`${surveys.draft}->>'title'`, search.survey) : undefined,
      search.status ? statusCondition(search.status) : undefined,
      search.from ? gte(surveyPeriods.endsAt, search.from) : undefined,
      search.to ? lte(surveyPeriods.startsAt, search.to) : undefined,
      search.school_year !== undefined
        ? sql`${periodSchoolYear('survey_periods', 'organizations')} = ${search.school_year}::int`
        : undefined,
    ),
    search.limit,
  );
}
