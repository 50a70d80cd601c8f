import { z } from 'zod';
import { exportKinds } from '../../db/schema';
import { surveyLanguageField } from '../../http/fields';
import { periodIdentifiersSchema, resultsRequestBody } from '../results/schema';

export const createExportBody = z.strictObject({
  kind: z.enum(exportKinds),
  /** The results selection exactly as POST /api/results/v2/summary takes it. */
  request: resultsRequestBody,
  compare_identifiers: periodIdentifiersSchema.nullable().optional(),
  /** The report's language; the Language header when absent. */
  language: surveyLanguageField.optional(),
});

export const exportParams = z.object({ id: z.uuid('must be an export id') });
