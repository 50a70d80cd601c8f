import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { surveyPeriods, surveyVersions } from '../../db/schema/surveys';
import { finishedCounts } from '../periods/finishedCounts';
import { periodDates } from '../periods/periodStatus';
import { loadAdminSurvey } from './surveyOverview';

/** Every period that ran any version of the survey, in any organisation, newest first; a parent counts its schools' responses. */
export async function listAdminSurveyPeriods(db: Db, surveyId: number) {
  await loadAdminSurvey(db, surveyId);
  const rows = await db
    .select({
      period: surveyPeriods,
      versionNumber: surveyVersions.number,
      organization: { id: organizations.id, name: organizations.name, type: organizations.type },
    })
    .from(surveyPeriods)
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .innerJoin(organizations, eq(organizations.id, surveyPeriods.organizationId))
    .where(eq(surveyVersions.surveyId, surveyId))
    .orderBy(desc(surveyPeriods.startsAt), desc(surveyPeriods.id));
  const finished = await finishedCounts(
    db,
    rows.map((row) => row.period.id),
  );
  return rows.map(({ period, versionNumber, organization }) => ({
    id: period.id,
    name: period.name,
    organization,
    parent_period_id: period.parentPeriodId,
    version_number: versionNumber,
    ...periodDates(period),
    anonymous: period.anonymous,
    expected_count: period.expectedCount,
    finished_count: finished.get(period.id) ?? 0,
  }));
}
