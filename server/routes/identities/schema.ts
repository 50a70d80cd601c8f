import { z } from 'zod';

export const identityParams = z.object({ identityId: z.coerce.number().int().positive() });
