import { z } from 'zod';
import { exportKinds } from '../../db/schema';
import { surveyLanguageField } from '../../http/fields';
import { periodIdentifiersSchema, resultsRequestBody } from '../results/schema';

export const createExportBody = z
  .strictObject({
    kind: z.enum(exportKinds),
    /** The results selection exactly as POST /api/results/v2/summary takes it. */
    request: resultsRequestBody,
    compare_identifiers: periodIdentifiersSchema.nullable().optional(),
    /** The report's language; the Language header when absent. */
    language: surveyLanguageField.optional(),
    /** PDF only: the whole report (default) or two pages for the board. */
    variant: z.enum(['full', 'board']).optional(),
    /** The principal's comment printed in the board variant; empty leaves lines to write on. */
    comment: z.string().max(1500, 'at most 1500 characters').optional(),
  })
  .refine((body) => body.kind === 'pdf' || (body.variant !== 'board' && !body.comment), {
    message: 'variant and comment are for a PDF only',
    path: ['variant'],
  });

export const exportParams = z.object({ id: z.uuid('must be an export id') });
