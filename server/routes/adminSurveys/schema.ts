import { z } from 'zod';
import { surveyAudiences } from '../../db/schema/surveys';
import { idParam, idSchema, localizedField } from '../../http/fields';

const positiveId = idParam;

export const adminSurveyParams = z.object({ id: positiveId });
export const surveyVersionParams = z.object({
  id: positiveId,
  /** A version number, or `latest`. */
  number: z.union([z.literal('latest'), positiveId]),
});
export const surveyTagParams = z.object({ id: positiveId });

export const adminSurveysQuery = z.object({
  tag_id: positiveId.optional(),
  audience: z.enum(surveyAudiences).optional(),
  /** `library`, or an organisation's id. */
  owner: z.union([z.literal('library'), positiveId]).optional(),
  archived: z.enum(['exclude', 'include', 'only']).default('exclude'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AdminSurveysQuery = z.infer<typeof adminSurveysQuery>;

export const surveySearchQuery = z.object({
  q: z.string().trim().min(2, 'must be at least 2 characters').max(100),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const archiveSurveyBody = z.strictObject({ archived: z.boolean() });

export const surveyTagsBody = z.strictObject({
  tag_ids: z.array(idSchema).max(50),
});

/** A tag's name per survey language: English required, the others shown in English until written. */
export const tagBody = z.strictObject({ name: localizedField(100, 'en') });
