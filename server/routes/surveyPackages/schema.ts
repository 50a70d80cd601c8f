import { z } from 'zod';
import { idParam, idSchema, patchBody } from '../../http/fields';

export const surveyPackageParams = z.object({ id: idParam });

const day = z.iso.date('must be a day as yyyy-mm-dd');
const ids = (what: string) => z.array(idSchema).max(5000, `at most 5000 ${what}`);

const fields = {
  name: z.string().trim().min(1, 'is required').max(200, 'at most 200 characters'),
  description: z.string().trim().max(2000, 'at most 2000 characters'),
  valid_from: day,
  /** null: open-ended. */
  valid_to: day.nullable(),
  survey_ids: ids('surveys'),
  benchmark_ids: ids('benchmarks'),
  organization_ids: ids('organisations'),
};

export const createSurveyPackageBody = z.strictObject({
  ...fields,
  description: fields.description.optional(),
  valid_to: fields.valid_to.optional(),
  survey_ids: fields.survey_ids.default([]),
  benchmark_ids: fields.benchmark_ids.default([]),
  organization_ids: fields.organization_ids.default([]),
});

export const updateSurveyPackageBody = patchBody({
  name: fields.name.optional(),
  description: fields.description.optional(),
  valid_from: fields.valid_from.optional(),
  valid_to: fields.valid_to.optional(),
  survey_ids: fields.survey_ids.optional(),
  benchmark_ids: fields.benchmark_ids.optional(),
  organization_ids: fields.organization_ids.optional(),
});
