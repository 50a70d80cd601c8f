import { z } from 'zod';
import { supportedLanguages } from '../../../common/languages';
import { idParam } from '../../http/fields';

export const maxWordLength = 50;

export const wordListQuery = z.object({ language: z.enum(supportedLanguages) });

export const addWordBody = z.strictObject({
  language: z.enum(supportedLanguages),
  word: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(maxWordLength, `must be at most ${maxWordLength} characters`)
    .regex(/^[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*$/u, 'must be one word of letters'),
  kind: z.enum(['stop', 'hidden']),
});

export const wordParams = z.object({ id: idParam });
