import { z } from 'zod';

const id = z.coerce.number().int().positive();
export const schoolParams = z.object({ schoolId: id });
export const groupParams = z.object({ schoolId: id, groupId: id });

const name = z.string().trim().min(1, 'is required').max(100, 'at most 100 characters');
const parentClassId = z.number().int().positive().nullable();

export const createGroupBody = z.strictObject({ name, parent_class_id: parentClassId.optional() });
export const updateGroupBody = z.strictObject({
  name: name.optional(),
  parent_class_id: parentClassId.optional(),
});
export const groupMembersBody = z.strictObject({
  identity_ids: z.array(z.number().int().positive()).max(2000, 'at most 2000 members'),
});
