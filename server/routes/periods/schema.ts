import { z } from 'zod';
import { maxCodesPerClass } from '../../../common/accessCodeCount';
import { resultsDetails } from '../../../common/results/types';
import { idParam, idSchema, patchBody, surveyLanguagesField } from '../../http/fields';

const id = idParam;
export const schoolParams = z.object({ schoolId: id });
export const periodParams = z.object({ schoolId: id, periodId: id });
export const codesParams = z.object({ schoolId: id, periodId: id, pollId: id });

const ids = z.array(idSchema).max(500);
const date = z.iso
  .datetime({ offset: true, message: 'must be a date and time' })
  .transform((value) => new Date(value));

export const createPeriodBody = z.strictObject({
  survey_version_id: idSchema,
  name: z.string().trim().min(1, 'is required').max(200),
  starts_at: date,
  ends_at: date,
  anonymous: z.boolean().default(true),
  results_detail: z.enum(resultsDetails).default('classes'),
  languages: surveyLanguagesField,
  audience: z.strictObject({
    class_ids: ids.default([]),
    group_ids: ids.default([]),
    grades: z.array(z.number().int().min(0).max(13)).max(14).default([]),
    teachers: z.boolean().default(false),
    parents: z.boolean().default(false),
    public_link: z.boolean().default(false),
  }),
});

export const changePeriodBody = patchBody({
  name: z.string().trim().min(1).max(200).optional(),
  ends_at: date.optional(),
  results_detail: z.enum(resultsDetails).optional(),
});

export const newCodesBody = z.strictObject({ count: z.number().int().min(1).max(maxCodesPerClass) });
