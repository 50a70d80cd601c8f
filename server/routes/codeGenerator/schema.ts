import { z } from 'zod';
import { maxCodesPerClass } from '../../../common/accessCodeCount';
import { idParam, idSchema, surveyLanguageField } from '../../http/fields';

export const periodParams = z.object({ id: idParam });

/**
 * Codes for chosen class links (`count` each; without it one per pupil each class expects), or for a
 * group (one per member: no count).
 */
export const generateBody = z
  .strictObject({
    period_id: idSchema,
    poll_ids: z.array(idSchema).max(200).optional(),
    count: z
      .number()
      .int()
      .min(1, 'at least 1')
      .max(maxCodesPerClass, `at most ${maxCodesPerClass} per class`)
      .optional(),
    group_id: idSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.group_id !== undefined && (body.count !== undefined || body.poll_ids !== undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['group_id'],
        message: "a group's codes are one per member: give it without count and poll_ids",
      });
  });

export const slipsBody = z.strictObject({
  period_id: idSchema,
  /** Any language switched on for surveys (checked against the languages table: 422 naming it). */
  language: surveyLanguageField,
  classes: z
    .array(z.strictObject({ poll_id: idSchema, codes: z.array(z.string().min(4).max(20)).min(1).max(200) }))
    .min(1)
    .max(200),
});
