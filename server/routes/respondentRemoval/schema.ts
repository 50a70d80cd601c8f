import { z } from 'zod';
import { removableTypes } from '../../services/respondents/respondentRemoval';

const id = z.coerce.number().int().positive();
export const schoolParams = z.object({ schoolId: id });

export const removalPreviewBody = z.object({
  types: z.array(z.enum(removableTypes)).min(1, 'choose at least one type').max(removableTypes.length),
  class_ids: z.array(z.number().int().positive()).max(500, 'at most 500 classes').optional(),
});

export const removalBody = removalPreviewBody.extend({
  expected_count: z.number().int().min(1, 'must be the number of people the preview showed'),
});
