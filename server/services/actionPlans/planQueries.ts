import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { SurveyLanguage } from '../../../common/languages';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { actionPlans, organizations, surveyPeriods } from '../../db/schema';
import { canEditPlan, canSeePlan, type PlanAccess } from '../../policies/actionPlans';
import { assertNotRefused, type PlanRow, planAccessOf } from './planAccess';
import { loadActionsOf, presentAction, progressOf, todayUtc } from './planActions';
import { type FocusFigure, loadPlanFigures, type PlanFigures, type SummaryCache } from './planFigures';
import { loadPlanHistory } from './planHistory';

/** The schools whose plans the caller sees in a list: their own school, an organisation's schools, or one asked for. */
function schoolCondition(claims: TokenClaims, requestedOrganizationId: number | undefined): SQL | undefined {
  if (claims.identityType === 'super_admin') {
    return requestedOrganizationId === undefined
      ? undefined
      : eq(actionPlans.organizationId, requestedOrganizationId);
  }
  const own = claims.organizationId ?? -1;
  if (claims.identityType === 'organization_admin') {
    const schools = eq(organizations.parentId, own);
    return requestedOrganizationId === undefined
      ? schools
      : and(schools, eq(actionPlans.organizationId, requestedOrganizationId));
  }
  return eq(actionPlans.organizationId, own);
}

const planColumns = {
  plan: actionPlans,
  schoolName: organizations.name,
  periodName: surveyPeriods.name,
  periodStartsAt: surveyPeriods.startsAt,
};

type PlanWithContext = { plan: PlanRow; schoolName: string; periodName: string; periodStartsAt: Date };

const viewerOf = (claims: TokenClaims) => () => ({ kind: 'identity' as const, claims });

function presentFocus(item: FocusFigure) {
  return {
    kind: item.kind,
    ref: item.ref,
    goal: item.goal,
    name: item.name,
    parent_name: item.parentName,
    before: item.before,
    after: item.after,
    verdict: item.verdict,
    goal_met: item.goalMet,
  };
}

export function presentFigures(figures: PlanFigures) {
  return {
    before: figures.before,
    after: figures.after,
    moved: figures.moved,
    focus: figures.items.map(presentFocus),
  };
}

function presentPlanHead(row: PlanWithContext, access: PlanAccess) {
  const { plan } = row;
  return {
    id: plan.id,
    title: plan.title,
    school: { id: plan.organizationId, name: row.schoolName },
    period: { id: plan.periodId, name: row.periodName },
    class_ids: plan.classIds,
    published:
      plan.publishedAt && plan.publicToken
        ? { token: plan.publicToken, at: plan.publishedAt.toISOString() }
        : null,
    can_edit: canEditPlan(access, plan.classIds),
    updated_at: plan.updatedAt.toISOString(),
  };
}

/** Every plan the caller sees (spec §2 /school/action-plans), with progress, overdue actions and whether it moved its numbers. */
export async function listPlans(
  db: Db,
  claims: TokenClaims,
  requestedOrganizationId: number | undefined,
  language: SurveyLanguage,
) {
  const access = await planAccessOf(db, claims);
  assertNotRefused(access);
  const rows = (
    await db
      .select(planColumns)
      .from(actionPlans)
      .innerJoin(organizations, eq(organizations.id, actionPlans.organizationId))
      .innerJoin(surveyPeriods, eq(surveyPeriods.id, actionPlans.periodId))
      .where(schoolCondition(claims, requestedOrganizationId))
      .orderBy(organizations.name, desc(actionPlans.updatedAt))
  ).filter((row) => canSeePlan(access, row.plan.classIds));
  const actions = await loadActionsOf(
    db,
    rows.map((row) => row.plan.id),
  );
  const today = todayUtc();
  const cache: SummaryCache = new Map();
  const list = [];
  for (const row of rows) {
    const figures = await loadPlanFigures(
      db,
      { ...row.plan, periodStartsAt: row.periodStartsAt },
      viewerOf(claims),
      language,
      cache,
    );
    list.push({
      ...presentPlanHead(row, access),
      progress: progressOf(
        actions.filter((a) => a.action.planId === row.plan.id).map((a) => a.action),
        today,
      ),
      figures: presentFigures(figures),
    });
  }
  return list;
}

/** One plan as its page shows it: focus before → after, actions, publication and history. */
export async function planDetail(
  db: Db,
  claims: TokenClaims,
  plan: PlanRow,
  access: PlanAccess,
  language: SurveyLanguage,
) {
  const [context] = await db
    .select({
      schoolName: organizations.name,
      periodName: surveyPeriods.name,
      periodStartsAt: surveyPeriods.startsAt,
    })
    .from(actionPlans)
    .innerJoin(organizations, eq(organizations.id, actionPlans.organizationId))
    .innerJoin(surveyPeriods, eq(surveyPeriods.id, actionPlans.periodId))
    .where(eq(actionPlans.id, plan.id));
  const row = { plan, ...context };
  const [figures, actions, history] = await Promise.all([
    loadPlanFigures(
      db,
      { ...plan, periodStartsAt: context.periodStartsAt },
      // An action owner without results access sees what the public page shows: the plan's own period, aggregate.
      access.kind === 'action_owner' ? (periodId) => ({ kind: 'share', periodId }) : viewerOf(claims),
      language,
    ),
    loadActionsOf(db, [plan.id]),
    loadPlanHistory(db, plan.id),
  ]);
  const today = todayUtc();
  return {
    ...presentPlanHead(row, access),
    description: plan.description,
    created_at: plan.createdAt.toISOString(),
    progress: progressOf(
      actions.map((a) => a.action),
      today,
    ),
    figures: presentFigures(figures),
    actions: actions.map((action) => presentAction(action, today)),
    history,
  };
}

export type PlanDetail = Awaited<ReturnType<typeof planDetail>>;
