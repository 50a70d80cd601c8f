import { and, eq, isNull } from 'drizzle-orm';
import type { LanguageCode } from '../../../common/languages';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { surveyPeriods } from '../../db/schema/surveys';
import { AppError, fieldError, notFound } from '../../http/errors';
import type { Queue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { recordEvent } from '../events/recordEvent';
import { createPeriod } from '../periods/createPeriod';
import { refreshParentExpected } from '../periods/periodTreeWrites';
import { refreshParentResults, startParentFilterBuilds } from './parentResultsRefresh';
import { adminPeriods } from './periodRows';

/** Where a link change queues the parent's filter builds (none: built in the request). */
export type LinkJobs = { queue: Queue | null; logger?: Logger };

/** A parent period: made by an organisation, not itself a child. */
async function loadParentPeriod(db: Db, periodId: number) {
  const [row] = await db
    .select({ period: surveyPeriods })
    .from(surveyPeriods)
    .innerJoin(organizations, eq(organizations.id, surveyPeriods.organizationId))
    .where(
      and(
        eq(surveyPeriods.id, periodId),
        eq(organizations.type, 'organization'),
        isNull(surveyPeriods.parentPeriodId),
      ),
    );
  if (!row) throw notFound('Parent period');
  return row.period;
}

/**
 * The parent period, its children, and the school periods that could be linked: same survey
 * version, at one of the organisation's schools, not linked yet.
 */
export async function linkedPeriods(db: Db, periodId: number) {
  const parent = await loadParentPeriod(db, periodId);
  const [presented] = await adminPeriods(db, eq(surveyPeriods.id, parent.id), 1);
  const children = await adminPeriods(db, eq(surveyPeriods.parentPeriodId, parent.id), 1000);
  const candidates = await adminPeriods(
    db,
    and(
      eq(surveyPeriods.surveyVersionId, parent.surveyVersionId),
      isNull(surveyPeriods.parentPeriodId),
      eq(organizations.parentId, parent.organizationId),
      eq(organizations.type, 'school'),
    ),
    1000,
  );
  const schools = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.parentId, parent.organizationId), eq(organizations.type, 'school')))
    .orderBy(organizations.name);
  const running = new Set(children.map((child) => child.organization.id));
  return {
    parent: presented,
    children,
    candidates,
    schools_without_period: schools.filter((school) => !running.has(school.id)),
  };
}

async function assertSchoolFree(db: Db, parentId: number, schoolId: number) {
  const [existing] = await db
    .select({ id: surveyPeriods.id })
    .from(surveyPeriods)
    .where(and(eq(surveyPeriods.parentPeriodId, parentId), eq(surveyPeriods.organizationId, schoolId)));
  if (existing)
    throw new AppError('conflict', `This school already has a child period in it: ${existing.id}`);
}

type SurveyPeriod = typeof surveyPeriods.$inferSelect;

/**
 * Changes which periods a parent period holds, in one transaction with what follows from it: the
 * parent's expected count, the event, its rollup rows and its question filters (built after commit).
 */
async function changeChildLink(
  db: Db,
  claims: TokenClaims,
  ids: { parentId: number; childId: number },
  change: { action: string; apply: (t: Db, parent: SurveyPeriod) => Promise<void> },
  jobs: LinkJobs,
) {
  const builds = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const parent = await loadParentPeriod(t, ids.parentId);
    await change.apply(t, parent);
    await refreshParentExpected(t, parent.id);
    await recordEvent(t, claims, {
      category: 'Survey builder',
      action: change.action,
      details: { period_id: parent.id, child_period_id: ids.childId },
    });
    return refreshParentResults(t, parent.id);
  });
  await startParentFilterBuilds(db, jobs.queue, builds, jobs.logger);
}

/** Links a school period to the parent period. */
export async function linkChildPeriod(
  db: Db,
  claims: TokenClaims,
  parentId: number,
  childId: number,
  jobs: LinkJobs = { queue: null },
) {
  await changeChildLink(
    db,
    claims,
    { parentId, childId },
    {
      action: 'Linked child survey period',
      apply: async (t, parent) => {
        const [row] = await t
          .select({ period: surveyPeriods, schoolParentId: organizations.parentId, type: organizations.type })
          .from(surveyPeriods)
          .innerJoin(organizations, eq(organizations.id, surveyPeriods.organizationId))
          .where(eq(surveyPeriods.id, childId));
        if (!row) throw notFound('Survey period');
        if (row.type !== 'school' || row.schoolParentId !== parent.organizationId)
          throw fieldError("period_id: not a period of one of this organisation's schools");
        if (row.period.surveyVersionId !== parent.surveyVersionId)
          throw fieldError('period_id: runs another survey version than the parent period');
        if (row.period.parentPeriodId !== null)
          throw new AppError('conflict', 'The period is already linked to a parent period');
        await assertSchoolFree(t, parent.id, row.period.organizationId);
        await t.update(surveyPeriods).set({ parentPeriodId: parent.id }).where(eq(surveyPeriods.id, childId));
      },
    },
    jobs,
  );
}

/** Unlinks a child period. */
export async function unlinkChildPeriod(
  db: Db,
  claims: TokenClaims,
  parentId: number,
  childId: number,
  jobs: LinkJobs = { queue: null },
) {
  await changeChildLink(
    db,
    claims,
    { parentId, childId },
    {
      action: 'Unlinked child survey period',
      apply: async (t, parent) => {
        const unlinked = await t
          .update(surveyPeriods)
          .set({ parentPeriodId: null })
          .where(and(eq(surveyPeriods.id, childId), eq(surveyPeriods.parentPeriodId, parent.id)))
          .returning({ id: surveyPeriods.id });
        if (!unlinked.length) throw notFound('Child period');
      },
    },
    jobs,
  );
}

/** A new child period at one more of the organisation's schools, with the parent's settings. */
export async function addSchoolToParentPeriod(
  db: Db,
  claims: TokenClaims,
  parentId: number,
  schoolId: number,
) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const parent = await loadParentPeriod(t, parentId);
    const [school] = await t
      .select({ id: organizations.id })
      .from(organizations)
      .where(
        and(
          eq(organizations.id, schoolId),
          eq(organizations.parentId, parent.organizationId),
          eq(organizations.type, 'school'),
        ),
      );
    if (!school) throw fieldError("school_id: not one of this organisation's schools");
    await assertSchoolFree(t, parent.id, school.id);
    const child = await createPeriod(
      t,
      claims,
      school.id,
      {
        surveyVersionId: parent.surveyVersionId,
        name: parent.name,
        startsAt: parent.startsAt,
        endsAt: parent.endsAt,
        anonymous: parent.anonymous,
        languages: parent.languages as LanguageCode[],
        audience: parent.audience,
      },
      parent.id,
    );
    await refreshParentExpected(t, parent.id);
    return child.id;
  });
}
