import { z } from 'zod';

export const termsLanguageParams = z.object({
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, 'must be a language code such as en or lv')
    .max(12),
});

export const termsDraftBody = z.strictObject({
  title: z.string().trim().min(1, 'is required').max(200, 'at most 200 characters'),
  body: z.string().trim().min(1, 'is required').max(100_000, 'at most 100,000 characters'),
});
