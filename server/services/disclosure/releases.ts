import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Anonymity, ResultsDetail } from '../../../common/results/types';
import { type Db, primaryOf } from '../../db/client';
import { resultFilters, resultReleases, surveyPeriods } from '../../db/schema';
import type { ReleaseDimension } from '../../db/schema/resultReleases';
import { AppError } from '../../http/errors';
import { periodStatus } from '../periods/periodStatus';
import { queryRows } from '../resultCells/queryRows';

export type Release = {
  rootPeriodId: number;
  /** The family's periods that hold responses: the schools' periods of a parent period, else the period. */
  periodIds: number[];
  anonymity: Anonymity;
  detail: ResultsDetail;
  dimensions: ReleaseDimension[];
};

/** A period family's standing: released, or when its results will be (its last period's end). */
export type Standing = { release: Release; resultsFrom: null } | { release: null; resultsFrom: Date };

type FamilyPeriod = {
  id: number;
  parentPeriodId: number | null;
  startsAt: Date;
  endsAt: Date;
  closedAt: Date | null;
  resultsDetail: ResultsDetail;
};

/** The period a family is released as: a parent period for its schools' periods, else the period itself. */
export const rootOf = (period: { id: number; parentPeriodId: number | null }) =>
  period.parentPeriodId ?? period.id;

async function familyOf(db: Db, rootPeriodId: number): Promise<FamilyPeriod[]> {
  return db
    .select({
      id: surveyPeriods.id,
      parentPeriodId: surveyPeriods.parentPeriodId,
      startsAt: surveyPeriods.startsAt,
      endsAt: surveyPeriods.endsAt,
      closedAt: surveyPeriods.closedAt,
      resultsDetail: surveyPeriods.resultsDetail,
    })
    .from(surveyPeriods)
    .where(or(eq(surveyPeriods.id, rootPeriodId), eq(surveyPeriods.parentPeriodId, rootPeriodId)));
}

const endOf = (period: FamilyPeriod) =>
  period.closedAt && period.closedAt < period.endsAt ? period.closedAt : period.endsAt;

const sameDimension = (a: ReleaseDimension, b: ReleaseDimension) =>
  'question' in a ? 'question' in b && a.question === b.question : 'group' in b && a.group === b.group;

/** The questions of the family's results filters, each once, in the order they were first filtered by. */
async function filterQuestions(db: Db, familyIds: number[]): Promise<ReleaseDimension[]> {
  const rows = await db
    .select({ question: resultFilters.questionId, first: sql<number>`min(${resultFilters.id})` })
    .from(resultFilters)
    .where(inArray(resultFilters.periodId, familyIds))
    .groupBy(resultFilters.questionId)
    .orderBy(sql`min(${resultFilters.id})`);
  return rows.map((row) => ({ question: row.question }));
}

async function respondentGroups(db: Db, familyIds: number[]): Promise<ReleaseDimension[]> {
  const rows = queryRows<{ id: number }>(
    await db.execute(sql`select distinct g.id::int as id
      from responses r cross join jsonb_array_elements_text(r.group_ids) g(id)
      where r.period_id = any(${sql.param(familyIds)}::int[]) and r.status = 'finished'
      order by 1`),
  );
  return rows.map((row) => ({ group: Number(row.id) }));
}

function toRelease(row: typeof resultReleases.$inferSelect, family: FamilyPeriod[]): Release {
  const children = family.filter((period) => period.parentPeriodId === row.rootPeriodId);
  return {
    rootPeriodId: row.rootPeriodId,
    periodIds: (children.length ? children : family).map((period) => period.id).sort((a, b) => a - b),
    anonymity: { minGroup: row.minGroup, minTextGroup: row.minTextGroup },
    detail: row.detail,
    dimensions: row.dimensions,
  };
}

/**
 * The release of a family once every period of it has closed: made by the first read after that,
 * with the thresholds in force then (`anonymity`) and the dimensions its filters and respondents'
 * groups give. A filter made later on another question adds its question (a release only ever
 * gains dimensions). Written on the primary when `db` reads a replica.
 */
export async function standingOf(db: Db, rootPeriodId: number, anonymity: Anonymity): Promise<Standing> {
  const family = await familyOf(db, rootPeriodId);
  const open = family.filter((period) => periodStatus(period) !== 'closed');
  if (open.length > 0 || family.length === 0) {
    const ends = family.map((period) => endOf(period).getTime());
    return { release: null, resultsFrom: new Date(Math.max(...ends, Date.now())) };
  }
  const familyIds = family.map((period) => period.id);
  const [stored] = await db
    .select()
    .from(resultReleases)
    .where(eq(resultReleases.rootPeriodId, rootPeriodId));
  const questions = await filterQuestions(db, familyIds);
  if (stored) {
    const missing = questions.filter(
      (dimension) => !stored.dimensions.some((d) => sameDimension(d, dimension)),
    );
    if (missing.length === 0) return { release: toRelease(stored, family), resultsFrom: null };
    return {
      release: toRelease(await addDimensions(primaryOf(db), rootPeriodId, missing), family),
      resultsFrom: null,
    };
  }
  const primary = primaryOf(db);
  const dimensions = [...questions, ...(await respondentGroups(db, familyIds))];
  const [made] = await primary
    .insert(resultReleases)
    .values({
      rootPeriodId,
      minGroup: anonymity.minGroup,
      minTextGroup: anonymity.minTextGroup,
      detail: family.find((period) => period.id === rootPeriodId)?.resultsDetail ?? 'classes',
      dimensions,
    })
    .onConflictDoNothing()
    .returning();
  if (made) return { release: toRelease(made, family), resultsFrom: null };
  // Another reader released it meanwhile: read theirs from the primary.
  return standingOf(primary, rootPeriodId, anonymity);
}

/** Appends dimensions a release lacks, under a row lock so two readers cannot add them twice. */
async function addDimensions(db: Db, rootPeriodId: number, wanted: ReleaseDimension[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(resultReleases)
      .where(eq(resultReleases.rootPeriodId, rootPeriodId))
      .for('update');
    const added = wanted.filter((dimension) => !row.dimensions.some((d) => sameDimension(d, dimension)));
    if (added.length === 0) return row;
    const [updated] = await tx
      .update(resultReleases)
      .set({ dimensions: [...row.dimensions, ...added] })
      .where(eq(resultReleases.rootPeriodId, rootPeriodId))
      .returning();
    return updated;
  });
}

/**
 * 409 when a period's results have been released: answers taken after release would change figures
 * already read by fewer than the threshold (one late pupil's answers, by subtraction); a different
 * cut of them set beside the released one could single people out. `change` names what is refused.
 */
export async function assertNotReleased(
  db: Db,
  periodIds: number[],
  change: 'answers' | 'detail' = 'answers',
): Promise<void> {
  if (periodIds.length === 0) return;
  const rows = await db
    .select({ id: surveyPeriods.id })
    .from(surveyPeriods)
    .innerJoin(
      resultReleases,
      eq(resultReleases.rootPeriodId, sql`coalesce(${surveyPeriods.parentPeriodId}, ${surveyPeriods.id})`),
    )
    .where(inArray(surveyPeriods.id, periodIds))
    .orderBy(asc(surveyPeriods.id));
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.id).join(', ');
  throw new AppError(
    'conflict',
    change === 'answers'
      ? `Results already released, so no more answers can be taken: ${ids}. Start a new period for late answers.`
      : `Results already released, so how they are shown can no longer change: ${ids}.`,
  );
}
