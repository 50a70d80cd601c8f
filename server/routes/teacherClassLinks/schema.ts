import { z } from 'zod';
import { maxCodesPerClass } from '../../../common/accessCodeCount';
import { idParam } from '../../http/fields';

export const schoolParams = z.object({ schoolId: idParam });
export const classCodesParams = z.object({ schoolId: idParam, periodId: idParam, classId: idParam });
export const classCodesBody = z.strictObject({ count: z.number().int().min(1).max(maxCodesPerClass) });
