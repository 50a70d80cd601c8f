import { z } from 'zod';
import { idParam } from '../../http/fields';

const id = idParam;
export const schoolParams = z.object({ schoolId: id });
export const subjectParams = z.object({ schoolId: id, subjectId: id });

/** Each row is checked on its own (services/respondents/schoolSubjects.ts), so all problems come back at once. */
export const createSubjectsBody = z.object({
  subjects: z.array(z.unknown()).min(1, 'at least one subject').max(200, 'at most 200 subjects at once'),
});
