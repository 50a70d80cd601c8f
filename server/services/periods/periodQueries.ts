import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { compareClassNames } from '../../../common/classNames';
import type { Db } from '../../db/client';
import { outer } from '../../db/outerColumn';
import { classes } from '../../db/schema';
import { accessCodes, polls, surveyPeriods, surveys, surveyVersions } from '../../db/schema/surveys';
import { notFound } from '../../http/errors';
import { finishedCounts, finishedPerClass } from './finishedCounts';
import { periodDates } from './periodStatus';
import { type PeriodSchoolYear, periodSchoolYears } from './schoolYear';

type PeriodRow = typeof surveyPeriods.$inferSelect;

function presentPeriod(
  period: PeriodRow,
  extra: {
    survey: typeof surveys.$inferSelect;
    versionNumber: number;
    finished: number;
    schoolYear?: PeriodSchoolYear;
  },
) {
  return {
    id: period.id,
    name: period.name,
    survey: { uuid: extra.survey.uuid, title: extra.survey.draft.title, audience: extra.survey.audience },
    survey_version_id: period.surveyVersionId,
    version: extra.versionNumber,
    parent_period_id: period.parentPeriodId,
    ...periodDates(period),
    anonymous: period.anonymous,
    results_detail: period.resultsDetail,
    languages: period.languages,
    audience: period.audience,
    progress: { finished: extra.finished, expected: period.expectedCount },
    ...(extra.schoolYear ? { school_year: extra.schoolYear } : {}),
  };
}

export async function listPeriods(db: Db, schoolId: number) {
  const rows = await db
    .select({ period: surveyPeriods, survey: surveys, versionNumber: surveyVersions.number })
    .from(surveyPeriods)
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .innerJoin(surveys, eq(surveys.id, surveyVersions.surveyId))
    .where(eq(surveyPeriods.organizationId, schoolId))
    .orderBy(desc(surveyPeriods.startsAt));
  const ids = rows.map((row) => row.period.id);
  const finished = await finishedCounts(db, ids);
  const years = await periodSchoolYears(db, ids);
  return rows.map((row) =>
    presentPeriod(row.period, {
      ...row,
      finished: finished.get(row.period.id) ?? 0,
      schoolYear: years.get(row.period.id),
    }),
  );
}

/** One period with its progress per class and the links and codes to hand out. */
export async function periodDetail(db: Db, schoolId: number, periodId: number) {
  const [row] = await db
    .select({ period: surveyPeriods, survey: surveys, versionNumber: surveyVersions.number })
    .from(surveyPeriods)
    .innerJoin(surveyVersions, eq(surveyVersions.id, surveyPeriods.surveyVersionId))
    .innerJoin(surveys, eq(surveys.id, surveyVersions.surveyId))
    .where(and(eq(surveyPeriods.id, periodId), eq(surveyPeriods.organizationId, schoolId)));
  if (!row) throw notFound('Survey period');
  const finished = (await finishedCounts(db, [periodId])).get(periodId) ?? 0;
  const byClass = await finishedPerClass(db, periodId);
  const links = await db
    .select({
      poll: polls,
      className: classes.name,
      numStudents: classes.numStudents,
      codes: sql<number>`(select count(*)::int from ${accessCodes} where ${accessCodes.pollId} = ${outer(polls.id)})`,
      codesUsed: sql<number>`(select count(*)::int from ${accessCodes} where ${accessCodes.pollId} = ${outer(polls.id)} and ${accessCodes.usedAt} is not null)`,
    })
    .from(polls)
    .leftJoin(classes, eq(classes.id, polls.classId))
    .where(and(eq(polls.periodId, periodId), inArray(polls.kind, ['class_link', 'public_link'])));
  const identified = await db
    .select({ classId: sql<number | null>`null`, total: count() })
    .from(polls)
    .where(and(eq(polls.periodId, periodId), eq(polls.kind, 'identified')));
  return {
    ...presentPeriod(row.period, { ...row, finished }),
    identified_polls: identified[0]?.total ?? 0,
    classes: links
      .filter((link) => link.poll.kind === 'class_link')
      .sort((a, b) => compareClassNames(a.className ?? '', b.className ?? ''))
      .map((link) => ({
        poll_id: link.poll.id,
        class_id: link.poll.classId,
        class_name: link.className,
        expected: link.numStudents ?? 0,
        finished: byClass.get(link.poll.classId) ?? 0,
        url_token: link.poll.urlToken,
        codes: link.codes,
        codes_used: link.codesUsed,
      })),
    public_link: links.find((link) => link.poll.kind === 'public_link')?.poll.urlToken ?? null,
  };
}
