import { and, eq } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { actionPlanActions, actionPlans, organizations } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { actionPlanAccess, canEditPlan, canSeePlan, type PlanAccess } from '../../policies/actionPlans';
import { isInSchoolScope } from '../../policies/respondents';
import { identityResultsAccess, loadOwnClassIds } from '../results/resultsScope';

export type PlanRow = typeof actionPlans.$inferSelect;

const planNotFound = () => notFound('Action plan');

async function ownsActionIn(db: Db, claims: TokenClaims, planId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: actionPlanActions.id })
    .from(actionPlanActions)
    .where(and(eq(actionPlanActions.planId, planId), eq(actionPlanActions.ownerId, claims.identityId)))
    .limit(1);
  return row !== undefined;
}

/** What the caller may do with action plans at all (the school itself is checked by the caller). */
export async function planAccessOf(db: Db, claims: TokenClaims): Promise<PlanAccess> {
  const results = await identityResultsAccess(db, claims);
  const ownClassIds = results.kind === 'own_classes' ? await loadOwnClassIds(db, claims.identityId) : [];
  return actionPlanAccess(claims, results, ownClassIds);
}

export function assertNotRefused(
  access: PlanAccess,
): asserts access is Exclude<PlanAccess, { kind: 'refused' }> {
  if (access.kind === 'refused') throw new AppError('forbidden', access.reason);
}

/**
 * A plan by id and the caller's scope together: outside the caller's schools it does not exist (404);
 * a missing right is a 403. `edit` also needs the right to change it.
 */
export async function loadPlanFor(
  db: Db,
  claims: TokenClaims,
  planId: number,
  need: 'read' | 'edit',
): Promise<{ plan: PlanRow; access: PlanAccess; canEdit: boolean }> {
  const [row] = await db
    .select({ plan: actionPlans, school: { id: organizations.id, parentId: organizations.parentId } })
    .from(actionPlans)
    .innerJoin(organizations, eq(organizations.id, actionPlans.organizationId))
    .where(eq(actionPlans.id, planId));
  let access = await planAccessOf(db, claims);
  const inScope = row !== undefined && isInSchoolScope(claims, row.school);
  // The owner of one of its actions reads the plan even without results access to it.
  if (
    inScope &&
    need === 'read' &&
    !canSeePlan(access, row.plan.classIds) &&
    (await ownsActionIn(db, claims, planId))
  ) {
    access = { kind: 'action_owner' };
  }
  // Refused roles (students, parents, staff without results access) get 403 whether the id exists or not.
  assertNotRefused(access);
  if (!inScope) throw planNotFound();
  if (!canSeePlan(access, row.plan.classIds)) {
    throw new AppError('forbidden', 'This plan is about classes you do not teach');
  }
  const canEdit = canEditPlan(access, row.plan.classIds);
  if (need === 'edit' && !canEdit)
    throw new AppError('forbidden', 'You may read this plan but not change it');
  return { plan: row.plan, access, canEdit };
}
