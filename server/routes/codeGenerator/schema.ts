import { z } from 'zod';
import { supportedLanguages } from '../../../common/languages';
import { idParam, idSchema } from '../../http/fields';

export const periodParams = z.object({ id: idParam });

export const generateBody = z.strictObject({
  period_id: idSchema,
  poll_ids: z.array(idSchema).max(200).optional(),
  count: z.number().int().min(1, 'at least 1').max(200, 'at most 200 per class'),
});

export const slipsBody = z.strictObject({
  period_id: idSchema,
  language: z.enum(supportedLanguages),
  classes: z
    .array(z.strictObject({ poll_id: idSchema, codes: z.array(z.string().min(4).max(20)).min(1).max(200) }))
    .min(1)
    .max(200),
});
