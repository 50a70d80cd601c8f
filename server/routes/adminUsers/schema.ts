import { z } from 'zod';
import { supportedLanguages } from '../../../common/languages';
import { permissionNames } from '../../../common/permissions';
import { isEmail } from '../../../common/validation';
import { identityTypes } from '../../db/schema';

export const userParams = z.object({ id: z.coerce.number().int().positive() });
export const userIdentityParams = z.object({
  id: z.coerce.number().int().positive(),
  identityId: z.coerce.number().int().positive(),
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
  language: z.enum(supportedLanguages).nullable(),
};

const permissions = z.partialRecord(z.enum(permissionNames), z.boolean());
const nothingToChange = { message: 'nothing to change' };
const hasSomething = (body: object) => Object.values(body).some((value) => value !== undefined);

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

export const updateUserBody = z
  .strictObject({
    username: fields.username.optional(),
    email: fields.email.optional(),
    name: fields.name.optional(),
    surname: fields.surname.optional(),
    language: fields.language.optional(),
    disabled: z.boolean().optional(),
  })
  .refine(hasSomething, nothingToChange);

export const addIdentityBody = z.strictObject({
  type: z.enum(identityTypes),
  organization_id: z.number().int().positive().nullable().optional(),
  permissions: permissions.optional(),
  teacher_access_to_results: z.boolean().optional(),
});

export const updateIdentityBody = z
  .strictObject({
    archived: z.boolean().optional(),
    permissions: permissions.optional(),
    teacher_access_to_results: z.boolean().optional(),
  })
  .refine(hasSomething, nothingToChange);
