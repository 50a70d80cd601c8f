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
  const rows = await db
    .select({ token: actionPlans.publicToken, title: actionPlans.title, at: actionPlans.publishedAt })
    .from(actionPlans)
    .where(and(eq(actionPlans.organizationId, claims.organizationId), isNotNull(actionPlans.publishedAt)))
    .orderBy(desc(actionPlans.publishedAt))
    .limit(20);
  return rows.map((row) => ({
    token: row.token as string,
    title: row.title,
    published_at: row.at?.toISOString() ?? null,
  }));
}

/**
 * The public page of a published plan: what the survey found (aggregate figures, thresholds applied),
 * what the school does (action titles and status; no owners or notes) and progress.
 */
export async function loadPublicPlan(db: Db, token: string, language: SurveyLanguage) {
  const [row] = await db
    .select({ plan: actionPlans, schoolName: organizations.name, periodStartsAt: surveyPeriods.startsAt })
    .from(actionPlans)
    .innerJoin(organizations, eq(organizations.id, actionPlans.organizationId))
    .innerJoin(surveyPeriods, eq(surveyPeriods.id, actionPlans.periodId))
    .where(and(eq(actionPlans.publicToken, token), isNotNull(actionPlans.publishedAt)));
  if (!row) throw notFound('Plan');
  const { plan } = row;
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
