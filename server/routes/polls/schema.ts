import { z } from 'zod';
import { idParam, surveyLanguageField } from '../../http/fields';

const id = idParam;
export const identifiedParams = z.object({ pollId: id, identityId: id });
export const identifiedResponseParams = z.object({
  pollId: id,
  identityId: id,
  responseId: z.uuid('must be a UUID'),
});
export const publicParams = z.object({ token: z.string().min(10).max(64) });
export const publicResponseParams = z.object({
  token: z.string().min(10).max(64),
  responseId: z.uuid('must be a UUID'),
});
export const passResponseParams = z.object({ responseId: z.uuid('must be a UUID') });

export const responseBody = z.strictObject({
  answers: z
    .record(z.string().max(40), z.unknown())
    .refine((answers) => Object.keys(answers).length <= 500, 'too many answers'),
  finished: z.boolean(),
  language: surveyLanguageField,
});

export const redeemBody = z.strictObject({ code: z.string().trim().min(4, 'enter the code').max(40) });
