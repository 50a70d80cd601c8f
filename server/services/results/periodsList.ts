import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ResultsPeriod } from '../../../common/results/types';
import type { Localized } from '../../../common/survey/content';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { outer } from '../../db/outerColumn';
import { organizations, surveyPeriods, surveyVersions } from '../../db/schema';
import { AppError } from '../../http/errors';
import { propertyValueReach } from '../organizationCatalogue/valueUsers';
import { periodStatus } from '../periods/periodStatus';
import { periodSchoolYears } from '../periods/schoolYear';
import { ownClassesExpected } from './ownClassesExpected';
import { identityResultsAccess, loadOwnClassIds } from './resultsScope';

const childPeriods = sql`(select c.id from survey_periods c where c.parent_period_id = ${outer(surveyPeriods.id)})`;

function finishedCount(ownClassIds: number[] | null): SQL<number> {
  const ownClasses = ownClassIds ? sql` and r.class_id = any(${sql.param(ownClassIds)}::int[])` : sql``;
  return sql<number>`(select count(*)::int from responses r where r.status = 'finished'
    and (r.period_id = ${outer(surveyPeriods.id)} or r.period_id in ${childPeriods})${ownClasses})`.mapWith(
    Number,
  );
}

/** Periods in which a teacher's classes were asked or answered. */
function takenPartBy(ownClassIds: number[]): SQL {
  const own = sql.param(ownClassIds);
  return sql`(exists (select 1 from responses r where r.period_id = ${outer(surveyPeriods.id)}
      and r.class_id = any(${own}::int[]))
    or exists (select 1 from jsonb_array_elements_text(${outer(surveyPeriods.audience)} -> 'classIds') c
      where c::int = any(${own}::int[])))`;
}

function organizationScope(claims: TokenClaims): SQL | undefined {
  if (claims.identityType === 'super_admin') return undefined;
  const organizationId = claims.organizationId ?? -1;
  if (claims.identityType === 'organization_admin') {
    return or(eq(surveyPeriods.organizationId, organizationId), eq(organizations.parentId, organizationId));
  }
  return eq(surveyPeriods.organizationId, organizationId);
}

/** The periods /school/results and /organization/results list for this identity, newest first. */
export async function listResultsPeriods(db: Db, claims: TokenClaims): Promise<ResultsPeriod[]> {
  const access = await identityResultsAccess(db, claims);
  // A property-value user (a regional officer) also lists the periods of the organisations their values give.
  const granted = await propertyValueReach(db, claims);
  if (access.kind === 'refused' && granted.size === 0) throw new AppError('forbidden', access.reason);
  const ownClassIds = access.kind === 'own_classes' ? await loadOwnClassIds(db, claims.identityId) : null;

  // undefined: every period (a super-admin).
  const ownPeriods =
    access.kind === 'refused'
      ? sql`false`
      : and(organizationScope(claims), ownClassIds ? takenPartBy(ownClassIds) : undefined);
  const rows = await db
    .select({
      id: surveyPeriods.id,
      name: surveyPeriods.name,
      startsAt: surveyPeriods.startsAt,
      endsAt: surveyPeriods.endsAt,
      closedAt: surveyPeriods.closedAt,
      expectedCount: surveyPeriods.expectedCount,
      surveyId: surveyVersions.surveyId,
      surveyName: sql<Localized>`${surveyVersions.content} -> 'title'`,
      organizationName: organizations.name,
      isParent: sql<boolean>`exists ${childPeriods}`,
      childrenExpected: sql<number>`(select coalesce(sum(c.expected_count), 0)::int from survey_periods c
        where c.parent_period_id = ${outer(surveyPeriods.id)})`.mapWith(Number),
      finished: finishedCount(ownClassIds),
      ownExpected: ownClassIds
        ? ownClassesExpected(sql`p.period_id = ${surveyPeriods.id}`, ownClassIds)
        : sql<number>`0`.mapWith(Number),
    })
    .from(surveyPeriods)
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .innerJoin(organizations, eq(organizations.id, surveyPeriods.organizationId))
    .where(
      ownPeriods === undefined
        ? undefined
        : or(ownPeriods, granted.size > 0 ? inArray(surveyPeriods.organizationId, [...granted]) : undefined),
    )
    .orderBy(desc(surveyPeriods.startsAt), desc(surveyPeriods.id));
  const years = await periodSchoolYears(
    db,
    rows.map((row) => row.id),
  );

  return rows.map((row) => ({
    id: row.id,
    type: row.isParent ? 'parent_period' : 'period',
    name: row.name,
    survey_id: row.surveyId,
    survey_name: row.surveyName ?? {},
    organization_name: row.organizationName,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    status: periodStatus(row),
    num_finished: row.finished,
    respondents_expected: ownClassIds
      ? row.ownExpected
      : row.isParent
        ? row.childrenExpected
        : row.expectedCount,
    own_classes_only: ownClassIds !== null,
    school_year: years.get(row.id) ?? null,
  }));
}
