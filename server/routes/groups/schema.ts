import { z } from 'zod';
import { idParam, idSchema, patchBody } from '../../http/fields';

const id = idParam;
export const schoolParams = z.object({ schoolId: id });
export const groupParams = z.object({ schoolId: id, groupId: id });

const name = z.string().trim().min(1, 'is required').max(100, 'at most 100 characters');
const parentClassId = idSchema.nullable();

export const createGroupBody = z.strictObject({ name, parent_class_id: parentClassId.optional() });
export const updateGroupBody = patchBody({
  name: name.optional(),
  parent_class_id: parentClassId.optional(),
});
export const groupMembersBody = z.strictObject({
  identity_ids: z.array(idSchema).max(2000, 'at most 2000 members'),
});
