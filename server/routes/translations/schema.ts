import { z } from 'zod';

export const translationKey = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'a key is dotted words of letters, digits, _ and -');

export const dictionaryParams = z.object({ language: z.string().min(2).max(10) });

const keyList = z.union([z.string(), z.array(z.string())]).optional();
const maxKeys = 500;

/** keys=a.b,c.d or keys[]=a.b&keys[]=c.d or keys=a.b&keys=c.d */
export const languageGetQuery = z
  .object({ keys: keyList, 'keys[]': keyList, language: z.string().min(2).max(10).optional() })
  .transform(({ keys, 'keys[]': bracketKeys, language }, ctx) => {
    const list = [keys, bracketKeys]
      .flatMap((value) => (value === undefined ? [] : Array.isArray(value) ? value : value.split(',')))
      .map((key) => key.trim())
      .filter(Boolean);
    if (list.length === 0 || list.length > maxKeys) {
      ctx.addIssue({ code: 'custom', path: ['keys'], message: `give 1 to ${maxKeys} keys` });
    }
    for (const key of list) {
      if (!translationKey.safeParse(key).success) {
        ctx.addIssue({
          code: 'custom',
          path: ['keys'],
          message: `'${key.slice(0, 50)}' is not a translation key`,
        });
      }
    }
    return { language, keys: list };
  });

export const registerKeyBody = z.strictObject({
  key: translationKey,
  value: z.string().max(5000).optional(),
});
