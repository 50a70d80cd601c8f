import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { MemberSchool, OrganizationSchools } from '../../../common/dashboards/types';
import type { SurveyLanguage } from '../../../common/languages';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { identities, organizations, surveyPeriods, users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { finishedCounts } from '../periods/finishedCounts';
import { periodStatus } from '../periods/periodStatus';
import { identityResultsAccess } from '../results/resultsScope';
import { latestFigures, latestPeriodHighlights } from './periodHighlights';

/** The organisation named in the URL: its admins (and super-admins) read it; its schools' people 403; others 404. */
async function loadOrganizationFor(db: Db, claims: TokenClaims, requestedOrganizationId: number) {
  const [organization] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, requestedOrganizationId));
  if (organization?.type !== 'organization') throw notFound('Organisation');
  if (claims.identityType === 'super_admin') return organization;
  if (claims.identityType === 'organization_admin' && claims.organizationId === organization.id)
    return organization;
  const [own] = claims.organizationId
    ? await db.select().from(organizations).where(eq(organizations.id, claims.organizationId))
    : [];
  if (own?.parentId === organization.id)
    throw new AppError('forbidden', 'Only the organisation’s admins see its schools');
  throw notFound('Organisation');
}

async function contactsOf(db: Db, schoolIds: number[]) {
  if (!schoolIds.length) return [];
  return db
    .select({
      schoolId: identities.organizationId,
      name: users.name,
      surname: users.surname,
      email: users.email,
    })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(
      and(
        inArray(identities.organizationId, schoolIds),
        eq(identities.type, 'school_admin'),
        isNull(identities.archivedAt),
        isNull(users.disabledAt),
      ),
    )
    .orderBy(asc(users.surname), asc(users.name));
}

/** The organisation's member schools with their contacts, running periods, participation and latest scores. */
export async function organizationSchools(
  db: Db,
  claims: TokenClaims,
  requestedOrganizationId: number,
  language: SurveyLanguage,
): Promise<OrganizationSchools> {
  const organization = await loadOrganizationFor(db, claims, requestedOrganizationId);
  const schools = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.parentId, organization.id), eq(organizations.type, 'school')))
    .orderBy(asc(organizations.name));
  const schoolIds = schools.map((school) => school.id);
  const periods = schoolIds.length
    ? await db.select().from(surveyPeriods).where(inArray(surveyPeriods.organizationId, schoolIds))
    : [];
  const running = periods.filter((period) => periodStatus(period) === 'open');
  const finished = await finishedCounts(
    db,
    running.map((period) => period.id),
  );
  const contacts = await contactsOf(db, schoolIds);
  const results = (await identityResultsAccess(db, claims)).kind === 'all';

  const rows: MemberSchool[] = [];
  for (const school of schools) {
    const own = running.filter((period) => period.organizationId === school.id);
    const latest = results ? await latestPeriodHighlights(db, claims, school.id, language) : null;
    rows.push({
      id: school.id,
      name: school.name,
      city: school.city,
      slug: school.slug,
      contacts: contacts
        .filter((contact) => contact.schoolId === school.id)
        .map(({ name, surname, email }) => ({ name, surname, email })),
      running_periods: own.length,
      finished: own.reduce((sum, period) => sum + (finished.get(period.id) ?? 0), 0),
      expected: own.reduce((sum, period) => sum + period.expectedCount, 0),
      latest: latest && latestFigures(latest),
    });
  }
  return { organization: { id: organization.id, name: organization.name }, schools: rows, results };
}
