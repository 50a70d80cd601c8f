import { z } from 'zod';
import { actionStatuses } from '../../db/schema/actionPlans';
import { idParam, idSchema } from '../../http/fields';

const id = idParam;
const isoDate = z.iso.date();

export const planParams = z.object({ id });
export const actionParams = z.object({ id, actionId: id });
export const planListQuery = z.object({ organization_id: id.optional() });
export const publicPlanParams = z.object({ token: z.string().min(20).max(100) });

const focusItem = z.strictObject({
  kind: z.enum(['pillar', 'question']),
  ref: z.string().min(1).max(200),
  /** The favourable share (per cent) the plan aims for. */
  goal: z.number().int().min(0).max(100).nullable(),
});

const title = z.string().trim().min(1).max(200);

export const createPlanBody = z.strictObject({
  period_id: idSchema,
  title,
  description: z.string().max(5000).optional(),
  focus: z.array(focusItem).max(10),
  class_ids: z.array(idSchema).max(100).nullable().optional(),
});

export const updatePlanBody = z.strictObject({
  title: title.optional(),
  description: z.string().max(5000).optional(),
  focus: z.array(focusItem).max(10).optional(),
});

export const publishBody = z.strictObject({ published: z.boolean() });

const actionFields = {
  owner_id: idSchema.nullable().optional(),
  due_on: isoDate.nullable().optional(),
  status: z.enum(actionStatuses).optional(),
  notes: z.string().max(5000).optional(),
  success_plan_id: idSchema.nullable().optional(),
};

export const createActionBody = z.strictObject({ title, ...actionFields });
export const updateActionBody = z.strictObject({ title: title.optional(), ...actionFields });
