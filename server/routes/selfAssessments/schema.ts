import { z } from 'zod';
import { selfAssessmentKinds } from '../../db/schema/selfAssessments';
import { surveyLanguageField } from '../../http/fields';

export { responseBody as selfAssessmentAnswersBody } from '../polls/schema';

export const selfAssessmentParams = z.object({ id: z.uuid('must be a UUID') });

export const createSelfAssessmentBody = z.strictObject({
  kind: z.enum(selfAssessmentKinds),
  name: z
    .string()
    .trim()
    .max(120, 'must be at most 120 characters')
    .nullish()
    .transform((name) => name || null),
  /** en, lv, ru or a language switched on for surveys at /admin/manage-languages (checked with the table). */
  language: surveyLanguageField,
});
