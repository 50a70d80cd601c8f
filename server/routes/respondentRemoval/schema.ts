import { z } from 'zod';
import { idParam, idSchema } from '../../http/fields';
import { removableTypes } from '../../services/respondents/respondentRemoval';

const id = idParam;
export const schoolParams = z.object({ schoolId: id });

export const removalPreviewBody = z.object({
  types: z.array(z.enum(removableTypes)).min(1, 'choose at least one type').max(removableTypes.length),
  class_ids: z.array(idSchema).max(500, 'at most 500 classes').optional(),
});

export const removalBody = removalPreviewBody.extend({
  expected_count: z.number().int().min(1, 'must be the number of people the preview showed'),
});
