import { z } from 'zod';
import { isEmail } from '../../../common/validation';
import { identityTypes } from '../../db/schema';

export const inviteParams = z.object({ token: z.string().min(20).max(200) });
export const schoolParams = z.object({ schoolId: z.coerce.number().int().positive() });

const invitableTypes = identityTypes.filter((type) => type !== 'super_admin' && type !== 'solo') as [
  string,
  ...string[],
];

export const createInvitationBody = z.strictObject({
  email: z.string().trim().max(254).refine(isEmail, 'is not a valid e-mail address'),
  type: z.enum(invitableTypes),
  permissions: z.record(z.string(), z.boolean()).optional(),
});

export const acceptInvitationBody = z.strictObject({
  name: z.string().trim().max(100).optional(),
  surname: z.string().trim().max(100).optional(),
  password: z.string().min(1, 'password is required').max(200),
});
