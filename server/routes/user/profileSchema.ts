import { z } from 'zod';
import { patchBody } from '../../http/fields';
import { languageCode } from '../languages/schema';

export const profileBody = patchBody({
  name: z.string().trim().min(1, 'is required').max(100).optional(),
  surname: z.string().trim().max(100).optional(),
  /** en, lv, ru or a language added at /admin/manage-languages; switched on for the interface (services). */
  language: languageCode.nullable().optional(),
});

export const passwordChangeBody = z.strictObject({
  current_password: z.string().min(1, 'is required').max(200),
  new_password: z.string().max(200),
});
