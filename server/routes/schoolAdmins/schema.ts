import { z } from 'zod';
import { permissionNames } from '../../../common/permissions';
import { idParam, patchBody } from '../../http/fields';

export const schoolParams = z.object({ schoolId: idParam });
export const schoolAdminParams = z.object({
  schoolId: idParam,
  identityId: idParam,
});

export const updateAdminBody = patchBody({
  permissions: z.partialRecord(z.enum(permissionNames), z.boolean()).optional(),
  teacher_access_to_results: z.boolean().optional(),
});
