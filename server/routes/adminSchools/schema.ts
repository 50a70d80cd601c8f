import { z } from 'zod';
import { idParam } from '../../http/fields';

export const adminSchoolsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  tag_id: idParam.optional(),
  value_id: idParam.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
