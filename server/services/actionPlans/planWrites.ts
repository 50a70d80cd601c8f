import { and, eq, inArray } from 'drizzle-orm';
import { randomSecret } from '../../auth/secrets';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { actionPlans, classes, type PlanFocusItem } from '../../db/schema';
import { AppError, fieldError } from '../../http/errors';
import type { PlanAccess } from '../../policies/actionPlans';
import { resolveResultsScope } from '../results/resultsScope';
import { assertNotRefused, type PlanRow, planAccessOf } from './planAccess';
import { recordPlanEvent } from './planHistory';
import { contentHasFocus } from './remeasurePeriod';

export type PlanInput = {
  period_id: number;
  title: string;
  description?: string;
  focus: PlanFocusItem[];
  class_ids?: number[] | null;
};

/** The period's survey must ask every focus item. */
function assertFocus(content: Parameters<typeof contentHasFocus>[0], focus: PlanFocusItem[]) {
  focus.forEach((item, index) => {
    if (!contentHasFocus(content, item))
      throw fieldError(`focus.${index}.ref: not a ${item.kind} of this survey`);
  });
  const keys = focus.map((item) => `${item.kind}:${item.ref}`);
  if (new Set(keys).size !== keys.length) throw fieldError('focus: the same item is named twice');
}

/** A teacher on their own classes plans for some of them (all when none are named); others for the school or some classes. */
async function planClasses(
  db: Db,
  access: PlanAccess,
  schoolId: number,
  requested: number[] | null | undefined,
): Promise<number[] | null> {
  if (access.kind === 'own_classes') {
    const chosen = requested?.length ? requested : access.classIds;
    if (chosen.length === 0) throw new AppError('forbidden', 'You teach no classes to plan for');
    if (!chosen.every((id) => access.classIds.includes(id)))
      throw fieldError('class_ids: only classes you teach');
    return [...new Set(chosen)].sort((a, b) => a - b);
  }
  if (!requested?.length) return null;
  const found = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.organizationId, schoolId), inArray(classes.id, requested)));
  if (found.length !== new Set(requested).size) throw fieldError('class_ids: not classes of this school');
  return [...new Set(requested)].sort((a, b) => a - b);
}

/** A new plan on one school period the caller reads the results of (404 outside their schools, 403 without the right). */
export async function createPlan(db: Db, claims: TokenClaims, input: PlanInput): Promise<PlanRow> {
  const access = await planAccessOf(db, claims);
  assertNotRefused(access);
  if (access.kind === 'read')
    throw new AppError('forbidden', 'Organisation admins read plans; the school makes them');
  const scope = await resolveResultsScope(
    db,
    { kind: 'identity', claims },
    { type: 'period', id: input.period_id },
  );
  if (scope.periods.length !== 1)
    throw fieldError("period_id: choose one school's period, not a parent period");
  assertFocus(scope.content, input.focus);
  const schoolId = scope.periods[0].organizationId;
  const classIds = await planClasses(db, access, schoolId, input.class_ids);
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(actionPlans)
      .values({
        organizationId: schoolId,
        periodId: input.period_id,
        title: input.title,
        description: input.description ?? '',
        focus: input.focus,
        classIds,
        createdBy: claims.identityId,
      })
      .returning();
    await recordPlanEvent(tx as unknown as Db, claims, plan.id, 'create', {
      title: plan.title,
      focus: plan.focus,
      periodId: plan.periodId,
    });
    return plan;
  });
}

export async function updatePlan(
  db: Db,
  claims: TokenClaims,
  plan: PlanRow,
  input: { title?: string; description?: string; focus?: PlanFocusItem[] },
): Promise<PlanRow> {
  if (input.focus) {
    const scope = await resolveResultsScope(
      db,
      { kind: 'identity', claims },
      { type: 'period', id: plan.periodId },
    );
    assertFocus(scope.content, input.focus);
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(actionPlans)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(actionPlans.id, plan.id))
      .returning();
    const { description, ...shown } = input;
    await recordPlanEvent(tx as unknown as Db, claims, plan.id, 'update', {
      ...shown,
      ...(description !== undefined ? { descriptionChanged: true } : {}),
    });
    return updated;
  });
}

export async function deletePlan(db: Db, claims: TokenClaims, plan: PlanRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(actionPlans).where(eq(actionPlans.id, plan.id));
    await recordPlanEvent(tx as unknown as Db, claims, plan.id, 'delete', { title: plan.title });
  });
}

/**
 * Publishes the plan's "You said, we did" page under a new unguessable token, or withdraws it:
 * the old address then answers 404 for good (publishing again makes a new one).
 */
export async function setPlanPublished(
  db: Db,
  claims: TokenClaims,
  plan: PlanRow,
  published: boolean,
): Promise<PlanRow> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(actionPlans)
      .set({
        publicToken: published ? (plan.publishedAt ? plan.publicToken : randomSecret()) : plan.publicToken,
        publishedAt: published ? (plan.publishedAt ?? new Date()) : null,
        updatedAt: new Date(),
      })
      .where(eq(actionPlans.id, plan.id))
      .returning();
    await recordPlanEvent(tx as unknown as Db, claims, plan.id, published ? 'publish' : 'withdraw');
    return updated;
  });
}
