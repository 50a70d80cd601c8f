import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { anonymityFor } from '../../../common/results/anonymity';
import type { Anonymity, PeriodIdentifiers } from '../../../common/results/types';
import type { Localized, SurveyContent } from '../../../common/survey/content';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import {
  classes,
  identities,
  organizations,
  surveyPeriods,
  surveyVersions,
  teachingAssignments,
} from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import {
  canEditResultsFilters,
  isResultsOrganizationInScope,
  type ResultsAccess,
  resultsAccess,
} from '../../policies/results';
import { propertyValueReach } from '../organizationCatalogue/valueUsers';
import { loadPeriodContext, settleAlone } from './periodContext';
import type { ResultsViewer, ScopePeriod } from './resultsViewer';

export type ResultsScope = {
  identifiers: PeriodIdentifiers;
  periods: ScopePeriod[];
  /** The periods whose responses count: the period; a parent period's children; a survey's periods in the viewer's organisations. */
  periodIds: number[];
  /** The version's content (for several versions: the newest). */
  content: SurveyContent;
  surveyId: number;
  surveyName: Localized;
  versionIds: number[];
  organizations: { id: number; name: string }[];
  anonymity: Anonymity;
  /** A teacher reading through teacher_access_to_results: the classes they teach or lead; else null. */
  ownClassIds: number[] | null;
  /**
   * A school-level reader of a parent period: `periods` (the parent first), `periodIds` and
   * `organizations` hold only their own schools' part. The whole is in `wholeParent`, read only as
   * the parent's aggregate (parentAggregate.ts); the heat map, exports and share links refuse (403).
   */
  ownSchoolsOnly: boolean;
  wholeParent: { periods: ScopePeriod[]; periodIds: number[] } | null;
  canEditFilters: boolean;
  /**
   * Read through property values alone (a regional officer: /admin/organization-property-value-users):
   * whole organisations, read only: no filters to edit, no share links.
   */
  grantedOnly?: boolean;
  isDemo: boolean;
  viewer: ResultsViewer;
  /** What the family's summary is made of, read with the scope when asked (PeriodContext.readVersion); else null. */
  readVersion: string | null;
};

const periodColumns = {
  id: surveyPeriods.id,
  name: surveyPeriods.name,
  organizationId: surveyPeriods.organizationId,
  parentPeriodId: surveyPeriods.parentPeriodId,
  startsAt: surveyPeriods.startsAt,
  endsAt: surveyPeriods.endsAt,
  closedAt: surveyPeriods.closedAt,
  expectedCount: surveyPeriods.expectedCount,
  surveyVersionId: surveyPeriods.surveyVersionId,
};

const periodNotFound = () => notFound('Survey period');

/** A period with its child periods (a parent period's schools), the period first. */
async function loadPeriodFamily(db: Db, periodId: number): Promise<ScopePeriod[]> {
  const rows = await db
    .select(periodColumns)
    .from(surveyPeriods)
    .where(or(eq(surveyPeriods.id, periodId), eq(surveyPeriods.parentPeriodId, periodId)))
    .orderBy(surveyPeriods.id);
  return rows.sort((a, b) => Number(b.id === periodId) - Number(a.id === periodId));
}

/** The organisations the identity may read results of, as a condition on survey_periods (null: all). */
function organizationCondition(db: Db, claims: TokenClaims): SQL | undefined {
  if (claims.identityType === 'super_admin') return undefined;
  const organizationId = claims.organizationId ?? -1;
  if (claims.identityType !== 'organization_admin') return eq(surveyPeriods.organizationId, organizationId);
  const schools = db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.parentId, organizationId));
  return or(eq(surveyPeriods.organizationId, organizationId), inArray(surveyPeriods.organizationId, schools));
}

/** The caller's own organisations, and those their property values give (`granted`), as a period condition. */
export function resultsOrganizationCondition(
  db: Db,
  claims: TokenClaims,
  granted: Set<number>,
  ownToo = true,
): SQL | undefined {
  const own = ownToo ? organizationCondition(db, claims) : sql`false`;
  if (granted.size === 0 || own === undefined) return own;
  return or(own, inArray(surveyPeriods.organizationId, [...granted]));
}

async function loadSurveyPeriods(
  db: Db,
  claims: TokenClaims,
  surveyId: number,
  granted: Set<number>,
  ownToo: boolean,
): Promise<ScopePeriod[]> {
  return db
    .select(periodColumns)
    .from(surveyPeriods)
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .where(
      and(eq(surveyVersions.surveyId, surveyId), resultsOrganizationCondition(db, claims, granted, ownToo)),
    )
    .orderBy(desc(surveyPeriods.startsAt));
}

async function loadOrganizations(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      parentId: organizations.parentId,
      resultsMinGroup: organizations.resultsMinGroup,
      resultsMinTextGroup: organizations.resultsMinTextGroup,
    })
    .from(organizations)
    .where(inArray(organizations.id, ids));
}

/** The classes a teacher teaches (teaching_assignments) or leads as class teacher. */
export async function loadOwnClassIds(db: Db, identityId: number): Promise<number[]> {
  const [taught, led] = await Promise.all([
    db
      .select({ id: teachingAssignments.classId })
      .from(teachingAssignments)
      .where(eq(teachingAssignments.teacherId, identityId)),
    db.select({ id: classes.id }).from(classes).where(eq(classes.teacherId, identityId)),
  ]);
  return [...new Set([...taught, ...led].map((row) => row.id))].sort((a, b) => a - b);
}

/** How much the identity may read, with teacher_access_to_results read from its record. */
export async function identityResultsAccess(db: Db, claims: TokenClaims): Promise<ResultsAccess> {
  let teacherAccess = false;
  if (claims.identityType === 'teacher') {
    const [row] = await db
      .select({ teacherAccessToResults: identities.teacherAccessToResults })
      .from(identities)
      .where(eq(identities.id, claims.identityId));
    teacherAccess = row?.teacherAccessToResults ?? false;
  }
  return resultsAccess(claims, teacherAccess);
}

/** The periods named by the identifiers, before any check of who asks. */
async function periodsFor(
  db: Db,
  viewer: ResultsViewer,
  identifiers: PeriodIdentifiers,
  granted: Set<number>,
  ownToo: boolean,
  loaded: ScopePeriod[] | null,
) {
  if (identifiers.type === 'survey') {
    if (viewer.kind !== 'identity') throw periodNotFound();
    return loadSurveyPeriods(db, viewer.claims, identifiers.id, granted, ownToo);
  }
  const family = loaded ?? (await loadPeriodFamily(db, identifiers.id));
  const [main] = family;
  if (!main || main.id !== identifiers.id) throw periodNotFound();
  if (identifiers.type === 'parent_period' && family.length === 1) throw periodNotFound();
  if (viewer.kind !== 'identity' && viewer.periodId !== main.id && viewer.periodId !== main.parentPeriodId) {
    throw periodNotFound();
  }
  return family;
}

/** Whether an organisation is inside the viewer's reach; the demo reads its period whole. */
function reachTest(
  viewer: ResultsViewer,
  granted: Set<number>,
  ownToo: boolean,
): (organization: { id: number; parentId: number | null }) => boolean {
  if (viewer.kind === 'demo') return () => true;
  if (viewer.kind === 'identity')
    return (organization) =>
      granted.has(organization.id) || (ownToo && isResultsOrganizationInScope(viewer.claims, organization));
  const reach = viewer.madeBy;
  if (reach === undefined) return () => true;
  return (organization) => reach !== null && isResultsOrganizationInScope(reach, organization);
}

/** The periods whose responses count: those no period of the list names as parent. */
function leavesOf(periods: ScopePeriod[]) {
  const parents = new Set(periods.map((period) => period.parentPeriodId));
  return periods.filter((period) => !parents.has(period.id));
}

/** 403 for a reader who sees only their own schools of a parent period: `what` is for those who see it whole. */
export function assertWholeParent(scope: ResultsScope, what: string): void {
  if (scope.ownSchoolsOnly)
    throw new AppError(
      'forbidden',
      `${what} of a parent period are only for those who see all of its schools`,
    );
}

/**
 * Who reads which responses for a results request: 401 comes earlier (requireAuth); outside the
 * caller's organisations the period does not exist (404); inside them a missing right is a 403.
 * A parent period counts only the child periods of schools in the reader's reach.
 */
export async function resolveResultsScope(
  db: Db,
  viewer: ResultsViewer,
  identifiers: PeriodIdentifiers,
  /** `readVersion`: read what the summary is made of (summaryCache.ts), for a summary that may be kept. */
  options: { readVersion?: boolean } = {},
): Promise<ResultsScope> {
  // A period (or parent period) reads all it needs in one statement; a survey's periods depend on the reach.
  if (identifiers.type === 'survey') await settleAlone(viewer);
  const context =
    identifiers.type === 'survey'
      ? null
      : await loadPeriodContext(db, viewer, identifiers.id, options.readVersion);
  let access: ResultsAccess = { kind: 'all' };
  let granted = new Set<number>();
  if (viewer.kind === 'identity') {
    access = context
      ? resultsAccess(viewer.claims, context.teacherAccess)
      : await identityResultsAccess(db, viewer.claims);
    granted = context ? context.granted : await propertyValueReach(db, viewer.claims);
    if (access.kind === 'refused' && granted.size === 0) throw new AppError('forbidden', access.reason);
  }
  // Without results access of their own, a property-value user reads only what their values give.
  const ownToo = access.kind !== 'refused';
  const family = await periodsFor(db, viewer, identifiers, granted, ownToo, context?.family ?? null);
  if (family.length === 0) throw periodNotFound();

  const organizationRows =
    context?.organizations ??
    (await loadOrganizations(db, [...new Set(family.map((p) => p.organizationId))]));
  const inReach = new Set(
    organizationRows.filter(reachTest(viewer, granted, ownToo)).map((organization) => organization.id),
  );
  const leaves = leavesOf(family);
  const counted = leaves.filter((period) => inReach.has(period.organizationId));
  if (counted.length === 0) {
    if (access.kind === 'refused') {
      // Their own school's period stays a 403, as for anyone without results access.
      const own = viewer.kind === 'identity' ? reachTest(viewer, new Set(), true) : () => false;
      if (organizationRows.some(own)) throw new AppError('forbidden', access.reason);
    }
    throw periodNotFound();
  }
  const organizationById = new Map(organizationRows.map((organization) => [organization.id, organization]));
  const grantedOnly =
    viewer.kind === 'identity' &&
    granted.size > 0 &&
    (!ownToo ||
      counted.every(
        (period) =>
          !isResultsOrganizationInScope(
            viewer.claims,
            organizationById.get(period.organizationId) ?? {
              id: period.organizationId,
              parentId: null,
            },
          ),
      ));
  const ownSchoolsOnly = counted.length < leaves.length;
  const countedSet = new Set(counted);
  const periods = ownSchoolsOnly
    ? family.filter((period, index) => index === 0 || countedSet.has(period))
    : family;
  const periodIds = counted.map((period) => period.id);

  const versionIds = [...new Set(periods.map((period) => period.surveyVersionId))];
  const versions = context
    ? context.versions.filter((version) => versionIds.includes(version.id))
    : await db
        .select({ id: surveyVersions.id, surveyId: surveyVersions.surveyId, content: surveyVersions.content })
        .from(surveyVersions)
        .where(inArray(surveyVersions.id, versionIds))
        .orderBy(desc(surveyVersions.number));
  const newest = versions[0];
  if (!newest) throw periodNotFound();

  const ownClassIds =
    viewer.kind === 'identity' && access.kind === 'own_classes' && !grantedOnly
      ? await loadOwnClassIds(db, viewer.claims.identityId)
      : null;

  const firstOrganizationId = periods[0].organizationId;
  const shownOrganizations = ownSchoolsOnly
    ? organizationRows.filter((organization) => inReach.has(organization.id))
    : organizationRows;
  const orderedOrganizations = [...shownOrganizations].sort(
    (a, b) => Number(b.id === firstOrganizationId) - Number(a.id === firstOrganizationId) || a.id - b.id,
  );

  return {
    identifiers,
    periods,
    periodIds,
    content: newest.content,
    surveyId: newest.surveyId,
    surveyName: newest.content.title,
    versionIds,
    organizations: orderedOrganizations.map(({ id, name }) => ({ id, name })),
    anonymity: anonymityFor(organizationRows),
    ownClassIds,
    ownSchoolsOnly,
    wholeParent: ownSchoolsOnly ? { periods: family, periodIds: leaves.map((period) => period.id) } : null,
    canEditFilters:
      viewer.kind === 'identity' &&
      !ownSchoolsOnly &&
      !grantedOnly &&
      canEditResultsFilters(viewer.claims, access),
    grantedOnly,
    isDemo: viewer.kind === 'demo',
    viewer,
    readVersion: context?.readVersion ?? null,
  };
}
