import { z } from 'zod';
import { schoolMoment } from '../../../common/schoolDates';
import { idParam, idSchema, patchBody, surveyLanguagesField } from '../../http/fields';

const id = idParam;
const date = z.iso
  .datetime({ offset: true, message: 'must be a date and time' })
  .transform((value) => new Date(value));
/** A school's day (common/schoolDates): from its first moment, or up to its last. */
const day = z.iso.date('must be a date (YYYY-MM-DD)');
const dayStart = day.transform((value) => schoolMoment(value) as Date);
const dayEnd = day.transform((value) => schoolMoment(value, 23, 59, 59) as Date);

export const periodParams = z.object({ periodId: id });
export const childParams = z.object({ periodId: id, childId: id });
export const surveyParams = z.object({ surveyId: id });
export const surveyPeriodsQuery = z.object({ parent_org_id: id.optional() });

export const periodSearchQuery = z.object({
  organization: z.string().trim().max(100).optional(),
  survey: z.string().trim().max(100).optional(),
  /** `not_closed`: open or upcoming, what a new invitation campaign may be made for. */
  status: z.enum(['upcoming', 'open', 'closed', 'not_closed']).optional(),
  from: dayStart.optional(),
  to: dayEnd.optional(),
  school_year: z.coerce
    .number()
    .int()
    .min(2000, 'must be a year from 2000')
    .max(2100, 'must be a year up to 2100')
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export const recentlyClosedQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export const linkChildBody = z.strictObject({ period_id: idSchema });
export const addSchoolBody = z.strictObject({ school_id: idSchema });

export const periodPropsBody = patchBody({
  name: z.string().trim().min(1, 'is required').max(200).optional(),
  starts_at: date.optional(),
  ends_at: date.optional(),
  anonymous: z.boolean().optional(),
  languages: surveyLanguagesField.optional(),
  expected_count: z.number().int().min(0).max(1_000_000).optional(),
  exclude_from_benchmarks: z.boolean().optional(),
});

const periodIds = z.array(idSchema).min(1, 'choose at least one period').max(500);
export const bulkCloseBody = z.strictObject({ period_ids: periodIds });
export const bulkExtendBody = z.strictObject({ period_ids: periodIds, ends_at: date });
