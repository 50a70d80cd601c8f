import { z } from 'zod';
import { idParam } from '../../http/fields';
import { schoolUserTypes } from '../../services/respondents/schoolUsers';

const id = idParam;
export const schoolParams = z.object({ schoolId: id });
export const schoolUserParams = z.object({ schoolId: id, identityId: id });

export const schoolUsersQuery = z.object({
  type: z.enum(schoolUserTypes).optional(),
  search: z.string().max(100).optional(),
  class_id: id.optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
