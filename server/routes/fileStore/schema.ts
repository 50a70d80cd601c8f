import { z } from 'zod';
import { idParam } from '../../http/fields';

export const bucketFileParams = z.object({ id: idParam });
/** The name is only read by people: the id finds the file, so a link keeps working after the file is replaced. */
export const publicFileParams = z.object({ id: idParam, name: z.string().max(300) });
export const bucketListQuery = z.object({ search: z.string().trim().max(200).default('') });
/** The file comes as multipart/form-data (field "file") or as the raw body named by file_name. */
export const bucketUploadQuery = z.object({ file_name: z.string().max(255).optional() });
