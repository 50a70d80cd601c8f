import { z } from 'zod';

export const translationKey = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'a key is dotted words of letters, digits, _ and -');

export const dictionaryParams = z.object({ language: z.string().min(2).max(10) });

const keyList = z.union([z.string(), z.array(z.string())]).optional();

/** keys=a.b,c.d or keys[]=a.b&keys[]=c.d or keys=a.b&keys=c.d */
export const languageGetQuery = z
  .object({ keys: keyList, 'keys[]': keyList, language: z.string().min(2).max(10).optional() })
  .transform(({ keys, 'keys[]': bracketKeys, language }) => ({
    language,
    keys: [keys, bracketKeys]
      .flatMap((value) => (value === undefined ? [] : Array.isArray(value) ? value : value.split(',')))
      .map((key) => key.trim())
      .filter(Boolean),
  }))
  .pipe(
    z.object({
      language: z.string().optional(),
      keys: z.array(translationKey).min(1, 'give at least one key').max(500),
    }),
  );

export const registerKeyBody = z.strictObject({
  key: translationKey,
  value: z.string().max(5000).optional(),
});
