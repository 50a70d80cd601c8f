import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TokenClaims } from '../../auth/tokens';
import { type ActionStatus, actionPlanActions, actionPlans, identities, successPlans } from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import { type MailDeps, mailActionOwner } from './ownerMail';
import type { PlanRow } from './planAccess';
import { recordPlanEvent } from './planHistory';

/** Staff of the plan's school may own actions; students and parents may not. */
export const ownerTypes = ['teacher', 'staff', 'school_admin'] as const;

export type ActionInput = {
  title?: string;
  owner_id?: number | null;
  due_on?: string | null;
  status?: ActionStatus;
  notes?: string;
  success_plan_id?: number | null;
};

async function assertOwner(deps: MailDeps, plan: PlanRow, ownerId: number | null | undefined) {
  if (ownerId === null || ownerId === undefined) return;
  const [owner] = await deps.db
    .select({ id: identities.id })
    .from(identities)
    .where(
      and(
        eq(identities.id, ownerId),
        eq(identities.organizationId, plan.organizationId),
        inArray(identities.type, [...ownerTypes]),
        isNull(identities.archivedAt),
      ),
    );
  if (!owner) throw fieldError("owner_id: not a member of this school's staff");
}

async function assertSuccessPlan(deps: MailDeps, successPlanId: number | null | undefined) {
  if (successPlanId === null || successPlanId === undefined) return;
  const [row] = await deps.db
    .select({ id: successPlans.id })
    .from(successPlans)
    .where(and(eq(successPlans.id, successPlanId), isNull(successPlans.archivedAt)));
  if (!row) throw fieldError('success_plan_id: no such success plan');
}

const touchPlan = (deps: MailDeps, planId: number) =>
  deps.db.update(actionPlans).set({ updatedAt: new Date() }).where(eq(actionPlans.id, planId));

/** Adds an action; its owner is told by e-mail. */
export async function addAction(
  deps: MailDeps,
  claims: TokenClaims,
  plan: PlanRow,
  input: ActionInput & { title: string },
  /** The writer's interface language: the owner's mail is in it when the owner has not chosen one. */
  language: string,
) {
  await assertOwner(deps, plan, input.owner_id);
  await assertSuccessPlan(deps, input.success_plan_id);
  const action = await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx as unknown as MailDeps['db'] };
    const [inserted] = await tx
      .insert(actionPlanActions)
      .values({
        planId: plan.id,
        title: input.title,
        ownerId: input.owner_id ?? null,
        dueOn: input.due_on ?? null,
        status: input.status ?? 'planned',
        notes: input.notes ?? '',
        successPlanId: input.success_plan_id ?? null,
      })
      .returning();
    await touchPlan(txDeps, plan.id);
    await recordPlanEvent(txDeps.db, claims, plan.id, 'add_action', {
      actionId: inserted.id,
      title: inserted.title,
      ownerId: inserted.ownerId,
      dueOn: inserted.dueOn,
    });
    return inserted;
  });
  // After the commit: the mail job must find the outbox row.
  await mailActionOwner(deps, 'action_assigned', action, language);
  return action;
}

/** Changes an action; a new owner is told by e-mail, a new due date earns a new reminder. */
export async function updateAction(
  deps: MailDeps,
  claims: TokenClaims,
  plan: PlanRow,
  actionId: number,
  input: ActionInput,
  /** The writer's interface language: the owner's mail is in it when the owner has not chosen one. */
  language: string,
) {
  const [current] = await deps.db
    .select()
    .from(actionPlanActions)
    .where(and(eq(actionPlanActions.id, actionId), eq(actionPlanActions.planId, plan.id)));
  if (!current) throw notFound('Action');
  await assertOwner(deps, plan, input.owner_id);
  await assertSuccessPlan(deps, input.success_plan_id);
  const dueChanged = input.due_on !== undefined && input.due_on !== current.dueOn;
  const ownerChanged = input.owner_id !== undefined && input.owner_id !== current.ownerId;
  const action = await deps.db.transaction(async (tx) => {
    const txDeps = { ...deps, db: tx as unknown as MailDeps['db'] };
    const [updated] = await tx
      .update(actionPlanActions)
      .set({
        title: input.title,
        ownerId: input.owner_id,
        dueOn: input.due_on,
        status: input.status,
        notes: input.notes,
        successPlanId: input.success_plan_id,
        reminderSentAt: dueChanged || ownerChanged ? null : undefined,
        updatedAt: new Date(),
      })
      .where(eq(actionPlanActions.id, actionId))
      .returning();
    await touchPlan(txDeps, plan.id);
    const changed = Object.fromEntries(
      Object.entries(input).filter(([key, value]) => value !== undefined && key !== 'notes'),
    );
    await recordPlanEvent(txDeps.db, claims, plan.id, 'update_action', {
      actionId,
      title: updated.title,
      ...changed,
      ...(input.notes !== undefined ? { notesChanged: true } : {}),
    });
    return updated;
  });
  if (ownerChanged) await mailActionOwner(deps, 'action_assigned', action, language);
  return action;
}

export async function deleteAction(deps: MailDeps, claims: TokenClaims, plan: PlanRow, actionId: number) {
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(actionPlanActions)
      .where(and(eq(actionPlanActions.id, actionId), eq(actionPlanActions.planId, plan.id)))
      .returning();
    if (!removed) throw notFound('Action');
    await tx.update(actionPlans).set({ updatedAt: new Date() }).where(eq(actionPlans.id, plan.id));
    await recordPlanEvent(tx as unknown as MailDeps['db'], claims, plan.id, 'delete_action', {
      actionId,
      title: removed.title,
    });
  });
}
