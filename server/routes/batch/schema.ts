import { z } from 'zod';

export const maxBatchSize = 50;
/** One batch is one bounded piece of work: at most 50 items, no nesting, this many bytes in all. */
export const maxBatchBytes = 256 * 1024;
export const batchMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const batchItem = z.strictObject({
  url: z.string().min(1).max(2000),
  method: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(batchMethods)),
  body: z.unknown().optional(),
});

export const batchBody = z.array(batchItem).min(1).max(maxBatchSize);
