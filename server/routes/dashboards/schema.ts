import { z } from 'zod';
import { idParam } from '../../http/fields';

const id = idParam;
export const schoolParams = z.object({ schoolId: id });
export const organizationParams = z.object({ id });
