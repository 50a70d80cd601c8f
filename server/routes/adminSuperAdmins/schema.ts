import { z } from 'zod';

export const superAdminParams = z.object({ id: z.coerce.number().int().positive() });

export const addSuperAdminBody = z.strictObject({ user_id: z.number().int().positive() });
