import { z } from 'zod';
import { organizationTypes } from '../../db/schema';
import { idParam, idSchema, patchBody } from '../../http/fields';
import { languageCode } from '../languages/schema';

export const organizationParams = z.object({ id: idParam });

const fields = {
  name: z.string().trim().min(2, 'must be at least 2 characters').max(200),
  slug: z
    .string()
    .trim()
    .min(2)
    .max(100)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes only'),
  type: z.enum(organizationTypes),
  parent_id: idSchema.nullable(),
  city: z.string().trim().max(100).nullable(),
  country: z.string().trim().length(2, 'a two-letter country code').toUpperCase(),
  /**
   * en, lv, ru or languages added at /admin/manage-languages, each switched on for the interface or for
   * surveys (checked against the table by services/organizations/organizationWrites).
   */
  languages: z
    .array(languageCode)
    .min(1, 'at least one language')
    .max(20, 'at most 20 languages')
    .refine((codes) => new Set(codes).size === codes.length, 'a language is named twice'),
  default_language: languageCode,
};

/** Results anonymity thresholds (issue 6): whole numbers from 3 to 100; the database refuses below 3 too. */
const threshold = z
  .number('must be a whole number')
  .int('must be a whole number')
  .min(3, 'must be at least 3')
  .max(100, 'must be at most 100');

export const createOrganizationBody = z
  .strictObject({
    ...fields,
    parent_id: fields.parent_id.optional(),
    city: fields.city.optional(),
    country: fields.country.default('LV'),
    languages: fields.languages.default(['lv', 'en', 'ru']),
    default_language: fields.default_language.default('lv'),
  })
  .refine((body) => body.languages.includes(body.default_language), {
    path: ['default_language'],
    message: 'must be one of the languages',
  });

export const updateOrganizationBody = patchBody({
  name: fields.name.optional(),
  slug: fields.slug.optional(),
  parent_id: fields.parent_id.optional(),
  city: fields.city.optional(),
  country: fields.country.optional(),
  languages: fields.languages.optional(),
  default_language: fields.default_language.optional(),
  results_min_group: threshold.optional(),
  results_min_text_group: threshold.optional(),
});
