import { z } from 'zod';
import { isSurveyLanguageCode } from '../../common/languages';
import { isEmail } from '../../common/validation';

/** Request fields that mean the same everywhere in the API. */
export const emailField = z.string().trim().max(254).refine(isEmail, 'is not a valid e-mail address');

/**
 * A survey language's code (en, lv, ru or one added at /admin/manage-languages: uk, lt, pt-br). The shape only:
 * whether it is switched on for surveys is data, checked by services/translations/surveyLanguages.
 */
export const surveyLanguageField = z
  .string('must be a language code')
  .refine(isSurveyLanguageCode, 'must be a language code such as en, lv or uk');

/** A survey's languages: at least one, each once. */
export const surveyLanguagesField = z
  .array(surveyLanguageField)
  .min(1, 'at least one language')
  .max(20, 'at most 20 languages')
  .refine((codes) => new Set(codes).size === codes.length, 'a language is named twice');

export const personNameField = z.string().trim().min(1, 'is required').max(100, 'at most 100 characters');

/** Ids are PostgreSQL `integer` columns: a larger number could never name a row, and would fail in SQL. */
export const maxId = 2_147_483_647;

/** An id in a JSON body. */
export const idSchema = z
  .number('must be a whole number')
  .int('must be a whole number')
  .positive('must be a positive id')
  .max(maxId, 'is not a known id');

/** An id in a path or a query string, where it arrives as text. */
export const idParam = z.coerce
  .number('must be a whole number')
  .int('must be a whole number')
  .positive('must be a positive id')
  .max(maxId, 'is not a known id');

/**
 * A PATCH body: every field optional, but at least one given. An empty patch changes nothing and would
 * otherwise reach the database as an UPDATE without columns.
 */
export function patchBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape).refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: `give at least one of: ${Object.keys(shape).join(', ')}`,
  });
}

/**
 * A text per survey language (en, lv, ru or one added at /admin/manage-languages), as the back office writes
 * names and notes: `one` asks that at least one language is written, `en` that English is (every other
 * language falls back to it). The shape only: whether each code is switched on for surveys is data, checked
 * with assertTextLanguages (services/translations/surveyLanguages), 422 naming the code.
 */
export const localizedField = (max: number, rule: 'one' | 'en' = 'one') =>
  z
    .record(z.string(), z.string().trim().max(max, `must be at most ${max} characters`))
    .superRefine((texts, context) => {
      for (const code of Object.keys(texts))
        if (!isSurveyLanguageCode(code))
          context.addIssue({
            code: 'custom',
            path: [code],
            message: 'is not a language code such as en, lv or uk',
          });
    })
    .refine((texts) => Object.keys(texts).length <= 20, 'at most 20 languages')
    .refine(
      (texts) => (rule === 'en' ? Boolean(texts.en) : Object.values(texts).some(Boolean)),
      rule === 'en'
        ? { message: 'is required (every other language falls back to English)', path: ['en'] }
        : { message: 'write it in at least one language' },
    );
