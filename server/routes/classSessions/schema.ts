import { z } from 'zod';

const id = z.coerce.number().int().positive();
export const classSessionParams = z.object({ schoolId: id, periodId: id, classId: id });
