import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actionPlanActions, identities, successPlans, users } from '../../db/schema';

export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

const openStatuses = new Set(['planned', 'in_progress']);

/** An action is overdue when its due date has passed and it is neither done nor dropped. */
export const isOverdue = (action: { dueOn: string | null; status: string }, today = todayUtc()) =>
  action.dueOn !== null && action.dueOn < today && openStatuses.has(action.status);

export const ownerName = sql<string>`trim(${users.name} || ' ' || ${users.surname})`;

/** The actions of some plans with their owners' names and the success plan each follows (its texts: the owner reads its steps). */
export async function loadActionsOf(db: Db, planIds: number[]) {
  if (planIds.length === 0) return [];
  return db
    .select({
      action: actionPlanActions,
      ownerName,
      successPlan: {
        title: successPlans.title,
        why: successPlans.why,
        steps: successPlans.steps,
        timeNeeded: successPlans.timeNeeded,
        sources: successPlans.sources,
      },
    })
    .from(actionPlanActions)
    .leftJoin(identities, eq(identities.id, actionPlanActions.ownerId))
    .leftJoin(users, eq(users.id, identities.userId))
    .leftJoin(successPlans, eq(successPlans.id, actionPlanActions.successPlanId))
    .where(inArray(actionPlanActions.planId, planIds))
    .orderBy(asc(actionPlanActions.dueOn), asc(actionPlanActions.id));
}

export type LoadedAction = Awaited<ReturnType<typeof loadActionsOf>>[number];

export function progressOf(actions: { dueOn: string | null; status: string }[], today = todayUtc()) {
  const counted = actions.filter((action) => action.status !== 'dropped');
  return {
    done: counted.filter((action) => action.status === 'done').length,
    total: counted.length,
    overdue: actions.filter((action) => isOverdue(action, today)).length,
  };
}

export function presentAction({ action, ownerName: name, successPlan }: LoadedAction, today = todayUtc()) {
  return {
    id: action.id,
    title: action.title,
    owner: action.ownerId === null ? null : { id: action.ownerId, name: name ?? '' },
    due_on: action.dueOn,
    status: action.status,
    notes: action.notes,
    success_plan:
      action.successPlanId === null || successPlan === null
        ? null
        : {
            id: action.successPlanId,
            title: successPlan.title,
            why: successPlan.why,
            steps: successPlan.steps,
            time_needed: successPlan.timeNeeded,
            sources: successPlan.sources,
          },
    overdue: isOverdue(action, today),
  };
}
