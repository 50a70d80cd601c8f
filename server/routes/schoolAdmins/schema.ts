import { z } from 'zod';
import { permissionNames } from '../../../common/permissions';

export const schoolParams = z.object({ schoolId: z.coerce.number().int().positive() });
export const schoolAdminParams = z.object({
  schoolId: z.coerce.number().int().positive(),
  identityId: z.coerce.number().int().positive(),
});

export const updateAdminBody = z.strictObject({
  permissions: z.partialRecord(z.enum(permissionNames), z.boolean()).optional(),
  teacher_access_to_results: z.boolean().optional(),
});
