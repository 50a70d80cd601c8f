import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { SurveyLanguage } from '../../../common/languages';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { actionPlans, organizations, surveyPeriods } from '../../db/schema';
import { notFound } from '../../http/errors';
import { loadActionsOf, progressOf, todayUtc } from './planActions';
import { loadPlanFigures } from './planFigures';
import { presentFigures } from './planQueries';

/** Identity types that see their school's published plans on the dashboard. */
const schoolMemberTypes = new Set(['student', 'parent', 'teacher', 'staff', 'school_admin']);

/** The published "You said, we did" pages of the caller's school, newest first. */
export async function listPublishedPlans(db: Db, claims: TokenClaims) {
  if (!schoolMemberTypes.has(claims.identityType) || claims.organizationId === null) return [];
  return publishedPlansOf(db, claims.organizationId);
}

/**
 * A school's published plans, newest first: what its members' home pages and its public page list ("what
 * we are doing"). Each page is public by its address already; a withdrawn plan is in neither list.
 */
export async function publishedPlansOf(db: Db, schoolId: number) {
  const rows = await db
    .select({ token: actionPlans.publicToken, title: actionPlans.title, at: actionPlans.publishedAt })
    .from(actionPlans)
    .where(and(eq(actionPlans.organizationId, schoolId), isNotNull(actionPlans.publishedAt)))
    .orderBy(desc(actionPlans.publishedAt))
    .limit(20);
  return rows.map((row) => ({
    token: row.token as string,
    title: row.title,
    published_at: row.at?.toISOString() ?? null,
  }));
}

type PlanRow = typeof actionPlans.$inferSelect;

/**
 * What a plan's public page shows: what the survey found (aggregate figures, thresholds applied), what the
 * school does (action titles and status; no owners or notes) and progress. The same for the published page
 * and for its preview before publishing.
 */
async function publicPlanContent(db: Db, plan: PlanRow, language: SurveyLanguage) {
  const [row] = await db
    .select({ schoolName: organizations.name, periodStartsAt: surveyPeriods.startsAt })
    .from(organizations)
    .innerJoin(surveyPeriods, eq(surveyPeriods.id, plan.periodId))
    .where(eq(organizations.id, plan.organizationId));
  if (!row) throw notFound('Plan');
  const [figures, actions] = await Promise.all([
    loadPlanFigures(
      db,
      { ...plan, periodStartsAt: row.periodStartsAt },
      (periodId) => ({ kind: 'share', periodId }),
      language,
    ),
    loadActionsOf(db, [plan.id]),
  ]);
  const today = todayUtc();
  return {
    title: plan.title,
    description: plan.description,
    school: row.schoolName,
    published_at: plan.publishedAt?.toISOString() ?? null,
    figures: presentFigures(figures),
    progress: progressOf(
      actions.map((a) => a.action),
      today,
    ),
    actions: actions
      .filter((a) => a.action.status !== 'dropped')
      .map(({ action }) => ({ title: action.title, status: action.status, due_on: action.dueOn })),
  };
}

/** The public page of a published plan, by its unguessable address. */
export async function loadPublicPlan(db: Db, token: string, language: SurveyLanguage) {
  const [plan] = await db
    .select()
    .from(actionPlans)
    .where(and(eq(actionPlans.publicToken, token), isNotNull(actionPlans.publishedAt)));
  if (!plan) throw notFound('Plan');
  return publicPlanContent(db, plan, language);
}

/** The page as it would be published, for those who may publish it to look at first (the caller checks). */
export const previewPublicPlan = publicPlanContent;
