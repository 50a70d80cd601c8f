import { z } from 'zod';
import { importStatuses, importTypes } from '../../db/schema';
import { idParam } from '../../http/fields';

const id = idParam;
export const schoolParams = z.object({ schoolId: id });
export const importParams = z.object({ schoolId: id, importId: id });

/** The file comes as multipart/form-data (field "file") or as the raw body; its type is never taken from its name. */
export const uploadQuery = z.object({
  type: z.enum(importTypes),
  file_name: z.string().max(255).optional(),
});
export const replaceFileQuery = z.object({ file_name: z.string().max(255).optional() });

export const mappingBody = z.object({
  mapping: z.record(z.string().max(50), z.number().int().min(0).max(1000).nullable()),
});

const lastGrade = z.coerce.number().int().min(1, 'at least 1').max(13, 'at most 13');
export const schoolYearQuery = z.object({ last_grade: lastGrade.default(12) });
export const schoolYearBody = z.object({ last_grade: lastGrade.default(12) });

export const adminImportsQuery = z.object({
  school_id: id.optional(),
  status: z.enum(importStatuses).optional(),
  type: z.enum(importTypes).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
