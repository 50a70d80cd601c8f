import { z } from 'zod';

export const logBody = z.strictObject({
  type: z.string().trim().min(1, 'type is required').max(50),
  data: z.string().max(20_000, 'data must be at most 20000 characters').default(''),
  description: z.string().max(2_000).default(''),
});
