import { z } from 'zod';
import { idSchema } from '../../http/fields';

export const termsQuery = z.object({ language: z.string().min(2).max(10).optional() });
export const acceptTermsBody = z.strictObject({ version: idSchema });
