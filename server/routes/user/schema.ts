import { z } from 'zod';
import { idParam } from '../../http/fields';

export const identityParams = z.object({ identityId: idParam });

export const adminByUserParams = z.object({
  schoolId: idParam,
  userId: idParam,
});

export const includeQuery = z.object({ include: z.string().max(200).optional() });
