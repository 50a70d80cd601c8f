import type { TokenClaims } from '../auth/tokens';
import type { ResultsAccess } from './results';

/**
 * Who may do what with a school's action plans (docs/ROLES.md):
 * - staff who read all results (view_survey_results) and super-admins manage every plan of the school;
 * - a teacher with teacher_access_to_results manages plans on their own classes only;
 * - organisation admins read the plans of their schools;
 * - everyone else (students, parents, staff without results access) none: 403 inside the school.
 * Outside the caller's schools a plan does not exist (404): checked before this, with the school.
 */
export type PlanAccess =
  | { kind: 'manage' }
  | { kind: 'own_classes'; classIds: number[] }
  | { kind: 'read' }
  /** Owns an action of this plan without reading it otherwise: reads the plan, its figures as the public page's. */
  | { kind: 'action_owner' }
  | { kind: 'refused'; reason: string };

export function actionPlanAccess(
  claims: TokenClaims,
  results: ResultsAccess,
  ownClassIds: number[],
): PlanAccess {
  if (results.kind === 'refused') return { kind: 'refused', reason: results.reason };
  if (claims.identityType === 'organization_admin') return { kind: 'read' };
  if (results.kind === 'own_classes') return { kind: 'own_classes', classIds: ownClassIds };
  return { kind: 'manage' };
}

/** A teacher on their own classes sees the plans made for those classes only (whole-school plans are not theirs). */
export function canSeePlan(access: PlanAccess, planClassIds: number[] | null): boolean {
  if (access.kind === 'refused') return false;
  if (access.kind === 'action_owner') return true;
  if (access.kind !== 'own_classes') return true;
  return (
    planClassIds !== null &&
    planClassIds.length > 0 &&
    planClassIds.every((id) => access.classIds.includes(id))
  );
}

export function canEditPlan(access: PlanAccess, planClassIds: number[] | null): boolean {
  return (access.kind === 'manage' || access.kind === 'own_classes') && canSeePlan(access, planClassIds);
}
