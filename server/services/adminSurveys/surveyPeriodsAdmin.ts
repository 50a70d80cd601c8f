import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { responses, surveyPeriods, surveyVersions } from '../../db/schema/surveys';
import { periodStatus } from '../periods/periodStatus';
import { loadAdminSurvey } from './surveyOverview';

/** Every period that ran any version of the survey, in any organisation, newest first. */
export async function listAdminSurveyPeriods(db: Db, surveyId: number) {
  await loadAdminSurvey(db, surveyId);
  const rows = await db
    .select({
      period: surveyPeriods,
      versionNumber: surveyVersions.number,
      organization: { id: organizations.id, name: organizations.name, type: organizations.type },
      finished: sql<number>`(select count(*)::int from ${responses} where ${responses.periodId} = ${surveyPeriods.id} and ${responses.status} = 'finished')`,
    })
    .from(surveyPeriods)
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .innerJoin(organizations, eq(organizations.id, surveyPeriods.organizationId))
    .where(eq(surveyVersions.surveyId, surveyId))
    .orderBy(desc(surveyPeriods.startsAt), desc(surveyPeriods.id));
  return rows.map(({ period, versionNumber, organization, finished }) => ({
    id: period.id,
    name: period.name,
    organization,
    parent_period_id: period.parentPeriodId,
    version_number: versionNumber,
    starts_at: period.startsAt.toISOString(),
    ends_at: period.endsAt.toISOString(),
    closed_at: period.closedAt?.toISOString() ?? null,
    status: periodStatus(period),
    anonymous: period.anonymous,
    expected_count: period.expectedCount,
    finished_count: finished,
  }));
}
