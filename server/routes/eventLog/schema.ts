import { z } from 'zod';
import { idParam } from '../../http/fields';

const day = z.iso.date('must be a date (YYYY-MM-DD)').transform((value) => new Date(`${value}T00:00:00Z`));
const dayMs = 86_400_000;
/** A year and a day: a whole year from any date, leap years included. */
export const maxEventLogDays = 367;

const bothDates = (query: { from: unknown; to: unknown }) =>
  query.from instanceof Date && query.to instanceof Date;

export const eventLogQuery = z
  .object({
    from: day,
    to: day,
    organization_id: idParam.optional(),
    category: z.string().trim().min(1, 'is empty').max(100, 'at most 100 characters').optional(),
    identity_id: idParam.optional(),
  })
  // A field that failed above leaves its text here (zod goes on to these checks): only two dates are compared.
  .refine((query) => !bothDates(query) || query.to >= query.from, {
    path: ['to'],
    message: 'must not be before from',
  })
  .refine(
    (query) => !bothDates(query) || (query.to.getTime() - query.from.getTime()) / dayMs < maxEventLogDays,
    {
      path: ['to'],
      message: `at most ${maxEventLogDays} days after from`,
    },
  );
