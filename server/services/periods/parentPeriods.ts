import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { surveyPeriods, surveys, surveyVersions } from '../../db/schema/surveys';
import { AppError, fieldError, notFound } from '../../http/errors';
import { isSuperAdmin } from '../../policies/organizationScope';
import { recordEvent } from '../events/recordEvent';
import { copyPeriodProperties } from '../organizationCatalogue/periodProperties';
import { createPeriod, type NewPeriod } from './createPeriod';
import { finishedCounts } from './finishedCounts';
import { periodDates } from './periodStatus';

/**
 * The organisation named in a parent-period URL: its admins and super-admins run parent periods;
 * staff of its schools are refused (403), everyone else does not see it (404).
 */
export async function loadOrganizationFor(db: Db, claims: TokenClaims, requestedOrganizationId: number) {
  const [organization] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, requestedOrganizationId), eq(organizations.type, 'organization')));
  if (!organization) throw notFound('Organization');
  if (isSuperAdmin(claims)) return organization;
  if (claims.identityType === 'organization_admin' && claims.organizationId === organization.id)
    return organization;
  const [own] = claims.organizationId
    ? await db.select().from(organizations).where(eq(organizations.id, claims.organizationId))
    : [];
  if (own?.parentId === organization.id)
    throw new AppError('forbidden', "Only the organisation's admins run parent periods");
  throw notFound('Organization');
}

export async function childSchools(db: Db, organizationId: number, schoolIds: number[]) {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        inArray(organizations.id, schoolIds),
        eq(organizations.parentId, organizationId),
        eq(organizations.type, 'school'),
      ),
    );
  const found = new Set(rows.map((row) => row.id));
  const outside = schoolIds.filter((id) => !found.has(id));
  if (outside.length) throw fieldError(`school_ids: not schools of this organisation: ${outside.join(', ')}`);
}

/**
 * One parent period for the organisation (no polls of its own) and a linked child period at each
 * chosen school, made as the school's own would be; all or nothing.
 */
export async function createParentPeriod(
  db: Db,
  claims: TokenClaims,
  organizationId: number,
  input: NewPeriod & { schoolIds: number[] },
): Promise<number> {
  const schoolIds = [...new Set(input.schoolIds)];
  await childSchools(db, organizationId, schoolIds);
  const [version] = await db
    .select({ id: surveyVersions.id })
    .from(surveyVersions)
    .where(eq(surveyVersions.id, input.surveyVersionId));
  if (!version) throw fieldError('survey_version_id: no such survey version');
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [parent] = await t
      .insert(surveyPeriods)
      .values({
        organizationId,
        surveyVersionId: input.surveyVersionId,
        name: input.name,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        anonymous: input.anonymous,
        resultsDetail: input.resultsDetail,
        languages: input.languages,
        audience: input.audience,
        expectedCount: 0,
        createdBy: claims.identityId,
      })
      .returning();
    let expected = 0;
    for (const schoolId of schoolIds) {
      const child = await createPeriod(t, claims, schoolId, input, parent.id);
      expected += child.expectedCount;
    }
    await t.update(surveyPeriods).set({ expectedCount: expected }).where(eq(surveyPeriods.id, parent.id));
    await copyPeriodProperties(t, parent.id, claims.userId);
    await recordEvent(t, claims, {
      category: 'Survey builder',
      action: 'Started parent survey period',
      details: { period_id: parent.id, organization_id: organizationId, school_ids: schoolIds },
    });
    return parent.id;
  });
}

/** The organisation's parent periods (newest first) with each school's child period and progress. */
export async function listParentPeriods(db: Db, organizationId: number, periodId?: number) {
  const parents = await db
    .select({ period: surveyPeriods, survey: surveys })
    .from(surveyPeriods)
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .innerJoin(surveys, eq(surveys.id, surveyVersions.surveyId))
    .where(
      and(
        eq(surveyPeriods.organizationId, organizationId),
        periodId === undefined ? undefined : eq(surveyPeriods.id, periodId),
      ),
    )
    .orderBy(desc(surveyPeriods.startsAt), desc(surveyPeriods.id));
  const parentIds = parents.map((row) => row.period.id);
  const children = parentIds.length
    ? await db
        .select({ period: surveyPeriods, schoolName: organizations.name })
        .from(surveyPeriods)
        .innerJoin(organizations, eq(organizations.id, surveyPeriods.organizationId))
        .where(inArray(surveyPeriods.parentPeriodId, parentIds))
        .orderBy(asc(organizations.name))
    : [];
  const finished = await finishedCounts(db, [...parentIds, ...children.map((child) => child.period.id)]);
  return parents.map(({ period, survey }) => {
    const own = children
      .filter((child) => child.period.parentPeriodId === period.id)
      .map((child) => ({
        id: child.period.id,
        name: child.period.name,
        school: { id: child.period.organizationId, name: child.schoolName },
        ...periodDates(child.period),
        progress: { finished: finished.get(child.period.id) ?? 0, expected: child.period.expectedCount },
      }));
    return {
      id: period.id,
      name: period.name,
      survey: { uuid: survey.uuid, title: survey.draft.title, audience: survey.audience },
      survey_version_id: period.surveyVersionId,
      ...periodDates(period),
      anonymous: period.anonymous,
      results_detail: period.resultsDetail,
      languages: period.languages,
      audience: period.audience,
      progress: { finished: finished.get(period.id) ?? 0, expected: period.expectedCount },
      children: own,
    };
  });
}

export async function parentPeriodDetail(db: Db, organizationId: number, periodId: number) {
  const [period] = await listParentPeriods(db, organizationId, periodId);
  if (!period) throw notFound('Parent period');
  return period;
}
