import { z } from 'zod';

const id = z.coerce.number().int().positive();
export const schoolParams = z.object({ schoolId: id });
export const organizationParams = z.object({ id });
