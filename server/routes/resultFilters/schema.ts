import { z } from 'zod';
import { idParam, idSchema } from '../../http/fields';

const id = idParam;
export const periodParams = z.object({ id });
export const filterParams = z.object({ id, filterId: id });

export const filterListBody = z.strictObject({
  period_identifiers: z.strictObject({
    type: z.enum(['period', 'survey', 'parent_period']),
    id: idSchema,
  }),
});

const mapping = z.strictObject({
  question_options: z
    .array(
      z.object({
        id: z.string().min(1).max(100),
        value: z.string().trim().min(1, 'every answer needs a value').max(100),
      }),
    )
    .min(1)
    .max(100),
});

const name = z.string().trim().min(1, 'is required').max(100);

export const createFilterBody = z.strictObject({
  question_id: z.string().min(1).max(100),
  name,
  mapping: mapping.optional(),
});

export const changeFilterBody = z.strictObject({
  name: name.optional(),
  mapping: mapping.optional(),
  visibility: z.boolean().optional(),
});

export const visibilityBody = z.strictObject({
  filters: z.array(z.strictObject({ id: z.union([idSchema, z.string()]), visibility: z.boolean() })).max(200),
});
