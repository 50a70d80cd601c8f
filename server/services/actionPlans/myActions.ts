import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { actionPlanActions, actionPlans, identities, users } from '../../db/schema';
import { ownerTypes } from './actionWrites';
import { isOverdue, ownerName, todayUtc } from './planActions';

/** The open actions the caller owns, for their dashboard. */
export async function listMyActions(db: Db, claims: TokenClaims) {
  const rows = await db
    .select({ action: actionPlanActions, planTitle: actionPlans.title })
    .from(actionPlanActions)
    .innerJoin(actionPlans, eq(actionPlans.id, actionPlanActions.planId))
    .where(
      and(
        eq(actionPlanActions.ownerId, claims.identityId),
        inArray(actionPlanActions.status, ['planned', 'in_progress']),
      ),
    )
    .orderBy(asc(actionPlanActions.dueOn), asc(actionPlanActions.id))
    .limit(50);
  const today = todayUtc();
  return rows.map(({ action, planTitle }) => ({
    id: action.id,
    title: action.title,
    status: action.status,
    due_on: action.dueOn,
    overdue: isOverdue(action, today),
    plan: { id: action.planId, title: planTitle },
  }));
}

/** The school's staff who may own an action (the owner picker). */
export async function listPossibleOwners(db: Db, schoolId: number) {
  const rows = await db
    .select({ id: identities.id, type: identities.type, name: ownerName })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(
      and(
        eq(identities.organizationId, schoolId),
        inArray(identities.type, [...ownerTypes]),
        isNull(identities.archivedAt),
        isNull(users.disabledAt),
      ),
    )
    .orderBy(asc(users.surname), asc(users.name));
  return rows;
}
