import { z } from 'zod';
import { schoolTerms } from '../../../common/results/schoolsView';
import { idParam } from '../../http/fields';

export const schoolsViewQuery = z.strictObject({
  survey_id: idParam,
  school_year: z.coerce
    .number('must be a year')
    .int('must be a year')
    .min(2000, 'must be a year from 2000')
    .max(2100, 'must be a year up to 2100'),
  /** A term of the school year; the whole school year when absent. */
  term: z.enum(schoolTerms, 'must be autumn or spring').optional(),
});

export const schoolsViewFileParams = z.object({
  format: z.enum(['xlsx', 'pdf'], 'must be xlsx or pdf'),
});
