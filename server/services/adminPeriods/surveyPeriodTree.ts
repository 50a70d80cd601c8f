import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { surveyPeriods, surveys, surveyVersions } from '../../db/schema/surveys';
import { notFound } from '../../http/errors';
import { type AdminPeriod, adminPeriods } from './periodRows';

export type PeriodWithChildren = AdminPeriod & { children: AdminPeriod[] };

/** Parent periods with their children nested; a child whose parent is not in the list stands alone. */
export function nestChildren(periods: AdminPeriod[]): PeriodWithChildren[] {
  const listed = new Set(periods.map((period) => period.id));
  return periods
    .filter((period) => period.parent_period_id === null || !listed.has(period.parent_period_id))
    .map((period) => ({
      ...period,
      children: periods.filter((child) => child.parent_period_id === period.id),
    }));
}

/**
 * Every period of a survey (any version); with an organisation, only its parent periods, their
 * children and the periods of its schools.
 */
export async function surveyPeriodTree(db: Db, surveyId: number, parentOrganizationId?: number) {
  const [survey] = await db
    .select({ id: surveys.id, uuid: surveys.uuid, title: sql<unknown>`${surveys.draft}->'title'` })
    .from(surveys)
    .where(eq(surveys.id, surveyId));
  if (!survey) throw notFound('Survey');
  let organization: { id: number; name: string } | null = null;
  if (parentOrganizationId !== undefined) {
    const [row] = await db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(and(eq(organizations.id, parentOrganizationId), eq(organizations.type, 'organization')));
    if (!row) throw notFound('Organization');
    organization = row;
  }
  const ofSurvey = inArray(
    surveyPeriods.surveyVersionId,
    db.select({ id: surveyVersions.id }).from(surveyVersions).where(eq(surveyVersions.surveyId, surveyId)),
  );
  const underOrganization = organization
    ? or(
        eq(organizations.id, organization.id),
        eq(organizations.parentId, organization.id),
        inArray(
          surveyPeriods.parentPeriodId,
          db
            .select({ id: surveyPeriods.id })
            .from(surveyPeriods)
            .where(eq(surveyPeriods.organizationId, organization.id)),
        ),
      )
    : undefined;
  const periods = await adminPeriods(db, and(ofSurvey, underOrganization), 2000);
  return {
    survey: { id: survey.id, uuid: survey.uuid, title: survey.title },
    organization,
    periods: nestChildren(periods),
  };
}
