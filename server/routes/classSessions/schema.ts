import { z } from 'zod';
import { idParam } from '../../http/fields';

const id = idParam;
export const classSessionParams = z.object({ schoolId: id, periodId: id, classId: id });
