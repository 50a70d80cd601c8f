import { z } from 'zod';
import { idParam, surveyLanguageField } from '../../http/fields';

export const maxWordLength = 50;

/** Any survey language (en, lv, ru or one added at /admin/manage-languages; the route checks the table). */
export const wordListQuery = z.object({ language: surveyLanguageField });

export const addWordBody = z.strictObject({
  language: surveyLanguageField,
  word: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(maxWordLength, `must be at most ${maxWordLength} characters`)
    .regex(/^[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*$/u, 'must be one word of letters'),
  kind: z.enum(['stop', 'hidden']),
});

export const wordParams = z.object({ id: idParam });
