import { z } from 'zod';
import { ssoMatchClaims } from '../../db/schema';
import { idParam } from '../../http/fields';

export const ssoIdentityTypes = ['student', 'teacher', 'parent', 'staff', 'school_admin'] as const;

export const schoolParams = z.object({ schoolId: idParam });

export const ssoConfigBody = z.strictObject({
  issuer: z
    .string()
    .trim()
    .max(500)
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), 'must be an http(s) URL'),
  client_id: z.string().trim().min(1, 'is required').max(500),
  client_secret: z.string().max(2000).optional(),
  match_claim: z.enum(ssoMatchClaims),
  external_id_claim: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'must be a claim name')
    .default('sub'),
  identity_types: z.array(z.enum(ssoIdentityTypes)).min(1, 'choose at least one').max(5),
  enabled: z.boolean(),
});

export const ssoSchoolsQuery = z.object({ q: z.string().trim().min(2, 'at least 2 characters').max(100) });

export const ssoStartQuery = z.object({
  school: z.string().min(1).max(200),
  redirect: z.string().max(500).optional(),
});
