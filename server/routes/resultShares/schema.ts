import { z } from 'zod';

const id = z.coerce.number().int().positive();
export const createShareBody = z.strictObject({ period_id: z.number().int().positive() });
export const shareListQuery = z.object({ period_id: id });
export const shareParams = z.object({ id });
export const tokenParams = z.object({ token: z.string().min(1).max(100) });
