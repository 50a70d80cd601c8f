import { z } from 'zod';
import { idParam, localizedField } from '../../http/fields';

const id = idParam;

const source = z.strictObject({
  title: z.string().trim().min(1).max(500),
  url: z
    .url({ protocol: /^https?$/ })
    .max(1000)
    .nullable(),
});

const fields = {
  focus_kind: z.enum(['pillar', 'question']),
  focus_ref: z.string().trim().min(1).max(200),
  title: localizedField(200),
  why: localizedField(5000),
  steps: localizedField(10000),
  time_needed: localizedField(500),
  sources: z.array(source).max(20),
};

export const successPlanParams = z.object({ id });
export const successPlanListQuery = z.object({
  focus_kind: z.enum(['pillar', 'question']).optional(),
  focus_ref: z.string().max(200).optional(),
});
export const createSuccessPlanBody = z.strictObject(fields);
export const updateSuccessPlanBody = z.strictObject({
  focus_kind: fields.focus_kind.optional(),
  focus_ref: fields.focus_ref.optional(),
  title: fields.title.optional(),
  why: fields.why.optional(),
  steps: fields.steps.optional(),
  time_needed: fields.time_needed.optional(),
  sources: fields.sources.optional(),
  archived: z.boolean().optional(),
});
