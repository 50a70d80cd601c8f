import { z } from 'zod';
import { supportedLanguages } from '../../../common/languages';
import { selfAssessmentKinds } from '../../db/schema/selfAssessments';

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
  language: z.enum(supportedLanguages),
});
