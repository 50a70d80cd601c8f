import { z } from 'zod';
import { eventCategories } from '../../db/schema';

const maxDetailsBytes = 8 * 1024;

/** Spec §7 event fields. identity_id, identity_type and org_id are accepted but never trusted. */
export const eventBody = z.strictObject({
  identity_id: z.union([z.number(), z.string(), z.null()]).optional(),
  identity_type: z.string().max(50).nullable().optional(),
  org_id: z.union([z.number(), z.string(), z.null()]).optional(),
  category: z.enum(eventCategories, { error: `category must be one of: ${eventCategories.join(', ')}` }),
  action: z.string().trim().min(1, 'action is required').max(200),
  details: z
    .union([z.record(z.string(), z.unknown()), z.string().max(maxDetailsBytes), z.null()])
    .optional()
    .refine((value) => JSON.stringify(value ?? {}).length <= maxDetailsBytes, 'details must be at most 8 KB'),
});
