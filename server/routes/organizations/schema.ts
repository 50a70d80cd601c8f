import { z } from 'zod';

export const slugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'a slug is lower-case letters, digits and dashes'),
});
