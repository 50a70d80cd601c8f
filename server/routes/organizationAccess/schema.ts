import { z } from 'zod';
import { idParam } from '../../http/fields';

export const schoolParams = z.object({ schoolId: idParam });

export const organizationAccessBody = z.strictObject({ organization_manages_roster: z.boolean() });
