import { z } from 'zod';

export const schoolParams = z.object({ schoolId: z.coerce.number().int().positive() });

export const organizationAccessBody = z.strictObject({ organization_manages_roster: z.boolean() });
