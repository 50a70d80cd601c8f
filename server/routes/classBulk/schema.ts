import { z } from 'zod';
import { idParam } from '../../http/fields';

export const schoolParams = z.object({ schoolId: idParam });

/** Each row is checked on its own (services/respondents/bulkClasses.ts), so all problems come back at once. */
export const bulkClassesBody = z.object({
  classes: z.array(z.unknown()).min(1, 'at least one class').max(500, 'at most 500 classes at once'),
});
