import { inArray } from 'drizzle-orm';
import type { SchoolTerm } from '../../../common/results/schoolsView';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { AppError } from '../../http/errors';
import { propertyValueReach } from '../organizationCatalogue/valueUsers';
import { periodSchoolYears } from '../periods/schoolYear';
import { type ResultsScope, resolveResultsScope } from '../results/resultsScope';
import type { ScopePeriod } from '../results/resultsViewer';

/** A school's period of the survey with the span it counts in. */
export type SpannedPeriod = ScopePeriod & { schoolYear: number; term: SchoolTerm };

const rigaMonth = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Riga', month: 'numeric' });

/** Autumn from September to December, spring from January to August (by the first day, in Riga). */
export const termOf = (startsAt: Date): SchoolTerm =>
  Number(rigaMonth.format(startsAt)) >= 9 ? 'autumn' : 'spring';

/**
 * Schools side by side are for those who read several schools: an organisation admin, a super-admin,
 * or a reader given property values (a regional officer). School staff read their own school's results.
 */
export async function assertSchoolsViewReader(db: Db, claims: TokenClaims): Promise<void> {
  if (claims.identityType === 'organization_admin' || claims.identityType === 'super_admin') return;
  if ((await propertyValueReach(db, claims)).size > 0) return;
  throw new AppError('forbidden', 'Schools side by side are for organisation admins and regional readers');
}

/**
 * The survey's periods the reader may read whose responses count (a parent period's schools, a school's
 * own period), of schools only, each with its school year and term; the survey's scope says who may read
 * (404 outside the reader's organisations, 403 without results access).
 */
export async function schoolPeriodsOfSurvey(
  db: Db,
  claims: TokenClaims,
  surveyId: number,
): Promise<{ scope: ResultsScope; periods: SpannedPeriod[]; schoolNames: Map<number, string> }> {
  const scope = await resolveResultsScope(db, { kind: 'identity', claims }, { type: 'survey', id: surveyId });
  const counted = new Set(scope.periodIds);
  const leaves = scope.periods.filter((period) => counted.has(period.id));
  const owners = [...new Set(leaves.map((period) => period.organizationId))];
  const schools = owners.length
    ? await db
        .select({ id: organizations.id, name: organizations.name, type: organizations.type })
        .from(organizations)
        .where(inArray(organizations.id, owners))
    : [];
  const schoolNames = new Map(
    schools.filter((row) => row.type === 'school').map((row) => [row.id, row.name] as const),
  );
  const years = await periodSchoolYears(
    db,
    leaves.map((period) => period.id),
  );
  const periods = leaves
    .filter((period) => schoolNames.has(period.organizationId))
    .map((period) => ({
      ...period,
      schoolYear: years.get(period.id)?.year ?? 0,
      term: termOf(period.startsAt),
    }))
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  return { scope, periods, schoolNames };
}

const termOrder = (term: SchoolTerm) => (term === 'autumn' ? 0 : 1);

/** Whether a period counts in the span (a school year, or one term of it). */
export const inSpan = (period: SpannedPeriod, year: number, term: SchoolTerm | null) =>
  period.schoolYear === year && (term === null || period.term === term);

/** Whether a period's span comes before the chosen one. */
export const beforeSpan = (period: SpannedPeriod, year: number, term: SchoolTerm | null) =>
  period.schoolYear < year ||
  (term !== null && period.schoolYear === year && termOrder(period.term) < termOrder(term));
