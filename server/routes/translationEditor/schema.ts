import { z } from 'zod';
import { languageCode } from '../languages/schema';
import { translationKey } from '../translations/schema';

export const textsParams = z.object({ language: languageCode });

export const textsQuery = z.object({
  search: z.string().trim().max(200, 'at most 200 characters').optional(),
  filter: z.enum(['all', 'missing', 'same']).default('all'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const saveTextBody = z.strictObject({
  key: translationKey,
  value: z
    .string()
    .max(5000, 'at most 5,000 characters')
    .refine((value) => value.trim() !== '', 'is empty'),
});

export const historyQuery = z.object({ key: translationKey });

/** A raw upload may name its file (multipart carries its own name). */
export const importQuery = z.object({ file_name: z.string().max(255).optional() });
