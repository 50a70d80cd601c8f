import { z } from 'zod';
import { identityTypes } from '../../db/schema';
import { emailField, idParam } from '../../http/fields';

export const inviteParams = z.object({ token: z.string().min(20).max(200) });
/** Looking at a link: any text up to 200 characters; one that is no link answers as an expired one. */
export const invitePeekParams = z.object({ token: z.string().max(200) });
export const schoolParams = z.object({ schoolId: idParam });

const invitableTypes = identityTypes.filter((type) => type !== 'super_admin' && type !== 'solo') as [
  string,
  ...string[],
];

export const createInvitationBody = z.strictObject({
  email: emailField,
  type: z.enum(invitableTypes),
  permissions: z.record(z.string(), z.boolean()).optional(),
});

export const acceptInvitationBody = z.strictObject({
  name: z.string().trim().max(100).optional(),
  surname: z.string().trim().max(100).optional(),
  password: z.string().min(1, 'password is required').max(200),
});
