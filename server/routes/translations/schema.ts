import { z } from 'zod';

export const translationKey = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'a key is dotted words of letters, digits, _ and -');

export const dictionaryParams = z.object({ language: z.string().min(2).max(10) });

/** keys=a.b,c.d or keys[]=a.b&keys[]=c.d or keys=a.b&keys=c.d */
export const languageGetQuery = z.object({
  keys: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((key) => key.trim()).filter(Boolean))
    .pipe(z.array(translationKey).min(1, 'keys: give at least one key').max(500)),
  language: z.string().min(2).max(10).optional(),
});

export const registerKeyBody = z.strictObject({
  key: translationKey,
  value: z.string().max(5000).optional(),
});
