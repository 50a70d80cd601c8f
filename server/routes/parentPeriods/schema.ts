import { z } from 'zod';
import { idParam, idSchema } from '../../http/fields';
import { createPeriodBody } from '../periods/schema';

const id = idParam;
export const organizationParams = z.object({ id });
export const parentPeriodParams = z.object({ id, periodId: id });

export const extendParentPeriodBody = z.strictObject({
  ends_at: z.iso
    .datetime({ offset: true, message: 'must be a date and time' })
    .transform((value) => new Date(value)),
});

/** A school period's body without classes and groups (they belong to one school) plus the schools. */
export const createParentPeriodBody = createPeriodBody.extend({
  audience: createPeriodBody.shape.audience.omit({ class_ids: true, group_ids: true }),
  school_ids: z.array(idSchema).min(1, 'choose at least one school').max(500),
});

/** What the launch summary needs of a parent period's body: the survey, whom it asks and where. */
export const previewParentPeriodBody = createParentPeriodBody.pick({
  survey_version_id: true,
  audience: true,
  school_ids: true,
});

/** One school's child period of a parent period, named by the school. */
export const childPeriodParams = parentPeriodParams.extend({ schoolId: id });
export const childCodesParams = childPeriodParams.extend({ pollId: id });
