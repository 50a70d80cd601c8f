import { z } from 'zod';
import { clientDataUploadStates, teamUploadStates } from '../../db/schema';
import { idParam } from '../../http/fields';

export const schoolParams = z.object({ schoolId: idParam });
export const schoolUploadParams = z.object({ schoolId: idParam, uploadId: idParam });
export const uploadParams = z.object({ id: idParam });

export const messageMaxLength = 2000;
/** The message may come as a form field before the file, or (with a raw body) in the query. */
export const sendQuery = z.object({
  file_name: z.string().max(255).optional(),
  message: z.string().max(messageMaxLength, `at most ${messageMaxLength} characters`).optional(),
});
export const messageField = z
  .string()
  .trim()
  .max(messageMaxLength, `message: at most ${messageMaxLength} characters`)
  .default('');

export const adminListQuery = z.object({
  state: z.enum(clientDataUploadStates).optional(),
  school_id: idParam.optional(),
  search: z.string().trim().max(200).default(''),
});

export const stateBody = z.strictObject({
  state: z.enum(teamUploadStates),
  refusal_reason: z.string().trim().max(1000, 'at most 1000 characters').nullable().optional(),
});
