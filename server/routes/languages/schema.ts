import { z } from 'zod';
import { patchBody } from '../../http/fields';

/** A BCP 47 language, as the interface and the Language header name it: uk, lt, pt-br. */
export const languageCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, 'must be a language code such as uk or lt');

const languageName = z.string().trim().min(1, 'is required').max(60, 'at most 60 characters');

export const languageParams = z.object({ code: languageCode });

export const addLanguageBody = z.strictObject({
  code: languageCode,
  name: languageName,
  native_name: languageName,
});

export const updateLanguageBody = patchBody({
  name: languageName.optional(),
  native_name: languageName.optional(),
  enabled: z.boolean().optional(),
  survey_enabled: z.boolean().optional(),
});

export const languagesQuery = z.object({ for: z.enum(['interface', 'survey']).default('interface') });
