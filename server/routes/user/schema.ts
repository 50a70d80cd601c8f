import { z } from 'zod';

export const identityParams = z.object({ identityId: z.coerce.number().int().positive() });

export const adminByUserParams = z.object({
  schoolId: z.coerce.number().int().positive(),
  userId: z.coerce.number().int().positive(),
});

export const includeQuery = z.object({ include: z.string().max(200).optional() });
