import { z } from 'zod';
import { supportedLanguages } from '../../../common/languages';
import { patchBody } from '../../http/fields';

export const profileBody = patchBody({
  name: z.string().trim().min(1, 'is required').max(100).optional(),
  surname: z.string().trim().max(100).optional(),
  language: z.enum(supportedLanguages).nullable().optional(),
});

export const passwordChangeBody = z.strictObject({
  current_password: z.string().min(1, 'is required').max(200),
  new_password: z.string().max(200),
});
