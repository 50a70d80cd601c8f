import { and, eq, sql } from 'drizzle-orm';
import type { Localized } from '../../../common/survey/content';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { accessCodes, classes, organizations, polls, surveyPeriods, surveyVersions } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { classSessionAccess } from '../../policies/classSessions';
import { finishedPerClass } from '../periods/finishedCounts';
import { type PeriodStatus, periodStatus } from '../periods/periodStatus';
import { loadOwnClassIds } from '../results/resultsScope';

/** The numbers a class session shows: nothing about who answered. */
export type ClassSessionCount = { finished: number; expected: number; status: PeriodStatus };

/**
 * One class's live session: its period, the survey's title (what the pupils in front of the projector
 * know it by), the class link pupils open, how many codes it has, and the count.
 */
export type ClassSession = ClassSessionCount & {
  /** `languages`: the slips of new codes are printed in the one the poll opens in. */
  period: { id: number; name: string; ends_at: string; languages: string[] };
  survey_title: Localized;
  class: { id: number; name: string };
  url_token: string;
  /** The class link's access codes: made, and not yet used to finish. */
  codes: { made: number; unused: number };
};

const sessionNotFound = () => notFound('Class session');

async function loadSessionRow(db: Db, schoolId: number, periodId: number, classId: number) {
  const [row] = await db
    .select({
      period: surveyPeriods,
      klass: classes,
      pollId: polls.id,
      urlToken: polls.urlToken,
      surveyTitle: sql<Localized>`${surveyVersions.content}->'title'`,
    })
    .from(polls)
    .innerJoin(surveyPeriods, eq(surveyPeriods.id, polls.periodId))
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .innerJoin(classes, eq(classes.id, polls.classId))
    .where(
      and(
        eq(polls.periodId, periodId),
        eq(polls.classId, classId),
        eq(polls.kind, 'class_link'),
        eq(surveyPeriods.organizationId, schoolId),
      ),
    );
  return row ?? null;
}

/**
 * Checks who asks before anything else: outside the school 404, inside it without being the class's
 * teacher or a school admin 403; then a period or class that is not this school's is 404 as well.
 */
export async function authorizeClassSession(
  db: Db,
  claims: TokenClaims,
  requestedSchoolId: number,
  periodId: number,
  classId: number,
) {
  const [school] = await db.select().from(organizations).where(eq(organizations.id, requestedSchoolId));
  if (!school || school.type === 'organization') throw sessionNotFound();
  const teaches =
    claims.identityType === 'teacher' || claims.identityType === 'staff'
      ? (await loadOwnClassIds(db, claims.identityId)).includes(classId)
      : false;
  const access = classSessionAccess(claims, school, teaches);
  if (access === 'not_found') throw sessionNotFound();
  if (access === 'forbidden')
    throw new AppError('forbidden', 'Only the class teacher and school admins open a class session');
  const row = await loadSessionRow(db, school.id, periodId, classId);
  if (!row?.urlToken) throw sessionNotFound();
  return { schoolId: school.id, row: { ...row, urlToken: row.urlToken } };
}

/** Finished out of expected in the class, counted as the period screen counts them. */
export async function countClassSession(
  db: Db,
  periodId: number,
  classId: number,
): Promise<ClassSessionCount> {
  const [row] = await db
    .select({ period: surveyPeriods, numStudents: classes.numStudents })
    .from(surveyPeriods)
    .innerJoin(classes, eq(classes.id, classId))
    .where(eq(surveyPeriods.id, periodId));
  if (!row) throw sessionNotFound();
  const finished = (await finishedPerClass(db, periodId, [classId])).get(classId) ?? 0;
  return { finished, expected: row.numStudents, status: periodStatus(row.period) };
}

async function codeCounts(db: Db, pollId: number) {
  const [row] = await db
    .select({
      made: sql<number>`count(*)::int`,
      unused: sql<number>`(count(*) filter (where ${accessCodes.usedAt} is null))::int`,
    })
    .from(accessCodes)
    .where(eq(accessCodes.pollId, pollId));
  return row;
}

export async function loadClassSession(
  db: Db,
  claims: TokenClaims,
  requestedSchoolId: number,
  periodId: number,
  classId: number,
): Promise<ClassSession> {
  const { row } = await authorizeClassSession(db, claims, requestedSchoolId, periodId, classId);
  return {
    period: {
      id: row.period.id,
      name: row.period.name,
      ends_at: row.period.endsAt.toISOString(),
      languages: row.period.languages,
    },
    survey_title: row.surveyTitle,
    class: { id: row.klass.id, name: row.klass.name },
    url_token: row.urlToken,
    codes: await codeCounts(db, row.pollId),
    ...(await countClassSession(db, periodId, classId)),
  };
}
