import { z } from 'zod';
import { surveyAudiences } from '../../db/schema/surveys';
import { idParam, idSchema, maxId, surveyLanguageField, surveyLanguagesField } from '../../http/fields';
import { surveyContentSchema } from './contentSchema';

export const surveyParams = z.object({ uuid: z.uuid('must be a survey id') });
export const listSurveysQuery = z.object({
  scope: z.enum(['library', 'own', 'all']).default('all'),
  organization_id: idParam.optional(),
});

export const createSurveyBody = z.strictObject({
  audience: z.enum(surveyAudiences),
  title: z.string().trim().min(1, 'is required').max(300),
  /** Omitted: a library survey (super-admins only). */
  organization_id: idSchema.nullable(),
  copy_from: z.uuid().optional(),
  /**
   * The name in other survey languages too (the back office names a library survey in every language at
   * once); each code must be switched on for surveys (checked with the languages table, 422 naming it).
   */
  titles: z
    .record(surveyLanguageField, z.string().trim().max(300, 'must be at most 300 characters'))
    .refine((titles) => Object.keys(titles).length <= 20, 'at most 20 languages')
    .optional(),
});

export const saveDraftBody = z.strictObject({
  content: surveyContentSchema,
  /** The revision the builder last saw; a stale one answers 409 so no edit is lost silently. */
  revision: z.number().int().min(0).max(maxId, 'is not a revision of this survey'),
});

export const publishBody = z.strictObject({
  languages: surveyLanguagesField,
});
