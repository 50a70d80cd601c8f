import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { polls, responseReceipts, surveyPeriods, surveys, surveyVersions } from '../../db/schema/surveys';
import { periodStatus } from '../periods/periodStatus';

/** An identity's polls: the open ones to fill in, and those already done. Upcoming ones are not shown. */
export async function listMyPolls(db: Db, identityId: number) {
  const rows = await db
    .select({ poll: polls, period: surveyPeriods, version: surveyVersions, receipt: responseReceipts })
    .from(polls)
    .innerJoin(surveyPeriods, eq(surveyPeriods.id, polls.periodId))
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .innerJoin(surveys, eq(surveys.id, surveyVersions.surveyId))
    .leftJoin(
      responseReceipts,
      and(eq(responseReceipts.periodId, surveyPeriods.id), eq(responseReceipts.identityId, identityId)),
    )
    .where(and(eq(polls.identityId, identityId), isNull(surveys.archivedAt)))
    .orderBy(desc(surveyPeriods.endsAt));
  const present = (row: (typeof rows)[number]) => ({
    poll_id: row.poll.id,
    identity_id: identityId,
    period_name: row.period.name,
    title: row.version.content.title,
    starts_at: row.period.startsAt.toISOString(),
    ends_at: row.period.endsAt.toISOString(),
    finished_at: row.receipt?.finishedAt.toISOString() ?? null,
  });
  return {
    open: rows.filter((row) => !row.receipt && periodStatus(row.period) === 'open').map(present),
    done: rows.filter((row) => row.receipt).map(present),
  };
}
