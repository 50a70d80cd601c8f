import { z } from 'zod';
import { idParam, idSchema } from '../../http/fields';

const id = idParam;
export const createShareBody = z.strictObject({ period_id: idSchema });
export const shareListQuery = z.object({ period_id: id });
export const shareParams = z.object({ id });
export const tokenParams = z.object({ token: z.string().min(1).max(100) });
