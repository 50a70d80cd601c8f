import { z } from 'zod';
import { maxMetricsDays } from '../../../common/metrics/types';
import { idParam } from '../../http/fields';

const dayMs = 86_400_000;
const day = z.iso.date('must be a date (YYYY-MM-DD)').transform((value) => new Date(`${value}T00:00:00Z`));

const bothDates = (query: { from?: unknown; to?: unknown }) =>
  query.from instanceof Date && query.to instanceof Date;

/** Whole UTC days; without them the last 30 days up to today. */
export const metricsQuery = z
  .object({ from: day.optional(), to: day.optional(), organization_id: idParam.optional() })
  .strict()
  .refine((query) => (query.from === undefined) === (query.to === undefined), {
    path: ['to'],
    message: 'give both from and to, or neither',
  })
  .refine((query) => !bothDates(query) || (query.to as Date) >= (query.from as Date), {
    path: ['to'],
    message: 'must not be before from',
  })
  .refine(
    (query) =>
      !bothDates(query) ||
      ((query.to as Date).getTime() - (query.from as Date).getTime()) / dayMs < maxMetricsDays,
    { path: ['to'], message: `at most ${maxMetricsDays} days from from, both included` },
  );

export const usageParams = z.object({ id: idParam });

export const usageQuery = z
  .object({
    before_id: z.coerce
      .number('must be a whole number')
      .int('must be a whole number')
      .positive('must be a positive id')
      .max(Number.MAX_SAFE_INTEGER, 'is too large')
      .optional(),
    limit: z.coerce.number('must be a whole number').int().min(1).max(200).default(50),
  })
  .strict();
