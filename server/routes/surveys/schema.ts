import { z } from 'zod';
import { surveyAudiences } from '../../db/schema/surveys';
import { idParam, idSchema, surveyLanguagesField } from '../../http/fields';
import { surveyContentSchema } from './contentSchema';

export const surveyParams = z.object({ uuid: z.uuid('must be a survey id') });
export const listSurveysQuery = z.object({
  scope: z.enum(['library', 'own', 'all']).default('all'),
  organization_id: idParam.optional(),
});

const optionalTitle = z.string().trim().max(300).optional();

export const createSurveyBody = z.strictObject({
  audience: z.enum(surveyAudiences),
  title: z.string().trim().min(1, 'is required').max(300),
  /** Omitted: a library survey (super-admins only). */
  organization_id: idSchema.nullable(),
  copy_from: z.uuid().optional(),
  /** The name in other languages too (the back office names a library survey in en, lv and ru at once). */
  titles: z.strictObject({ en: optionalTitle, lv: optionalTitle, ru: optionalTitle }).optional(),
});

export const saveDraftBody = z.strictObject({
  content: surveyContentSchema,
  /** The revision the builder last saw; a stale one answers 409 so no edit is lost silently. */
  revision: z.number().int().min(0),
});

export const publishBody = z.strictObject({
  languages: surveyLanguagesField,
});
