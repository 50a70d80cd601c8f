import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { compareClassNames } from '../../../common/classNames';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { outer } from '../../db/outerColumn';
import { classes, organizations } from '../../db/schema';
import { accessCodes, polls, surveyPeriods, surveyVersions } from '../../db/schema/surveys';
import { AppError, notFound } from '../../http/errors';
import { classSessionAccess } from '../../policies/classSessions';
import { authorizeClassSession } from '../live/classSession';
import { loadOwnClassIds } from '../results/resultsScope';
import { createAccessCodes } from './accessCodes';
import { finishedPerClass } from './finishedCounts';
import { periodDates, periodStatus } from './periodStatus';

/**
 * What a teacher hands out in a lesson: the class link of each class they lead or teach, in every
 * period that has not ended, with how many have finished and how many codes exist. Nothing about who.
 */
export async function listOwnClassLinks(db: Db, claims: TokenClaims, requestedSchoolId: number) {
  const [school] = await db.select().from(organizations).where(eq(organizations.id, requestedSchoolId));
  if (!school || school.type === 'organization') throw notFound('School');
  // The class session's rule: a school's teachers and admins, never its respondents; others find nothing.
  if (classSessionAccess(claims, school, true) === 'not_found') throw notFound('School');
  if (classSessionAccess(claims, school, true) === 'forbidden')
    throw new AppError('forbidden', 'Only teachers and school admins hand out class links');
  const classIds = await loadOwnClassIds(db, claims.identityId);
  if (!classIds.length) return [];
  const now = new Date();
  const rows = await db
    .select({
      period: surveyPeriods,
      pollId: polls.id,
      classId: classes.id,
      className: classes.name,
      expected: classes.numStudents,
      urlToken: polls.urlToken,
      surveyTitle: sql<Record<string, string>>`${surveyVersions.content}->'title'`,
      codes: sql<number>`(select count(*)::int from ${accessCodes} where ${accessCodes.pollId} = ${outer(polls.id)})`,
      codesUsed: sql<number>`(select count(*)::int from ${accessCodes} where ${accessCodes.pollId} = ${outer(polls.id)} and ${accessCodes.usedAt} is not null)`,
    })
    .from(polls)
    .innerJoin(surveyPeriods, eq(surveyPeriods.id, polls.periodId))
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .innerJoin(classes, eq(classes.id, polls.classId))
    .where(
      and(
        eq(polls.kind, 'class_link'),
        inArray(polls.classId, classIds),
        eq(surveyPeriods.organizationId, school.id),
        gt(surveyPeriods.endsAt, now),
        or(isNull(surveyPeriods.closedAt), gt(surveyPeriods.closedAt, now)),
      ),
    )
    .orderBy(surveyPeriods.endsAt, surveyPeriods.id);
  rows.sort(
    (a, b) =>
      a.period.endsAt.getTime() - b.period.endsAt.getTime() ||
      a.period.id - b.period.id ||
      compareClassNames(a.className, b.className),
  );
  const finished = new Map<number, Map<number | null, number>>();
  for (const periodId of new Set(rows.map((row) => row.period.id)))
    finished.set(periodId, await finishedPerClass(db, periodId, classIds));
  return rows.map((row) => ({
    period: {
      id: row.period.id,
      name: row.period.name,
      languages: row.period.languages,
      ...periodDates(row.period),
    },
    survey_title: row.surveyTitle,
    class: { id: row.classId, name: row.className },
    poll_id: row.pollId,
    url_token: row.urlToken,
    expected: row.expected,
    finished: finished.get(row.period.id)?.get(row.classId) ?? 0,
    codes: row.codes,
    codes_used: row.codesUsed,
  }));
}

/** New access codes for one class link, by that class's teacher or a school admin, while the period runs. */
export async function createOwnClassCodes(
  db: Db,
  claims: TokenClaims,
  requestedSchoolId: number,
  periodId: number,
  classId: number,
  count: number,
) {
  const { schoolId, row } = await authorizeClassSession(db, claims, requestedSchoolId, periodId, classId);
  if (periodStatus(row.period) === 'closed') throw new AppError('conflict', 'The survey period has ended');
  const [poll] = await db
    .select({ id: polls.id })
    .from(polls)
    .where(and(eq(polls.periodId, periodId), eq(polls.classId, classId), eq(polls.kind, 'class_link')));
  if (!poll) throw notFound('Class link');
  return createAccessCodes(db, claims, schoolId, periodId, poll.id, count);
}
