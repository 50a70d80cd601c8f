import { z } from 'zod';
import { permissionNames } from '../../../common/permissions';
import { isEmail } from '../../../common/validation';
import { identityTypes } from '../../db/schema';
import { idParam, idSchema, patchBody } from '../../http/fields';
import { languageCode } from '../languages/schema';

export const userParams = z.object({ id: idParam });
export const userIdentityParams = z.object({
  id: idParam,
  identityId: idParam,
});

const fields = {
  /** Stored in lower case: sign-in ignores case anyway. */
  username: z
    .string()
    .trim()
    .toLowerCase()
    .min(3, 'must be at least 3 characters')
    .max(100)
    .regex(/^\S+$/, 'must not contain spaces'),
  email: z.string().trim().max(254).refine(isEmail, 'is not a valid e-mail address').nullable(),
  name: z.string().trim().min(1, 'is required').max(100),
  surname: z.string().trim().max(100),
  /** en, lv, ru or a language added at /admin/manage-languages; switched on for the interface (services). */
  language: languageCode.nullable(),
};

const permissions = z.partialRecord(z.enum(permissionNames), z.boolean());

export const createUserBody = z
  .strictObject({
    username: fields.username,
    email: fields.email.optional(),
    name: fields.name,
    surname: fields.surname.default(''),
    language: fields.language.optional(),
    send_password_link: z.boolean().default(false),
  })
  .refine((body) => !body.send_password_link || Boolean(body.email), {
    path: ['email'],
    message: 'is needed to send a password link',
  });

export const updateUserBody = patchBody({
  username: fields.username.optional(),
  email: fields.email.optional(),
  name: fields.name.optional(),
  surname: fields.surname.optional(),
  language: fields.language.optional(),
  disabled: z.boolean().optional(),
});

export const addIdentityBody = z.strictObject({
  type: z.enum(identityTypes),
  organization_id: idSchema.nullable().optional(),
  permissions: permissions.optional(),
  teacher_access_to_results: z.boolean().optional(),
});

export const updateIdentityBody = patchBody({
  archived: z.boolean().optional(),
  permissions: permissions.optional(),
  teacher_access_to_results: z.boolean().optional(),
});
