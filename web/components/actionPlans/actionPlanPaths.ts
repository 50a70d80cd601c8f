import type { FocusKind } from '../../queries/actionPlans';

export const actionPlansPath = '/school/action-plans';
export const actionPlanPath = (id: number) => `${actionPlansPath}/${id}`;
export const publicPlanPath = (token: string) => `/success-plan/${encodeURIComponent(token)}`;

/** A new plan prefilled with a focus (the "Act on this" buttons of the results dashboard). */
export function newPlanPath(
  periodId: number,
  focus?: { kind: FocusKind; ref: string; goal?: number | null },
) {
  const query = new URLSearchParams({ new: '1', period: String(periodId) });
  if (focus) {
    query.set('kind', focus.kind);
    query.set('ref', focus.ref);
    if (focus.goal !== undefined && focus.goal !== null) query.set('goal', String(focus.goal));
  }
  return `${actionPlansPath}?${query}`;
}
