import { z } from 'zod';
import { idParam, idSchema } from '../../http/fields';

export const superAdminParams = z.object({ id: idParam });

export const addSuperAdminBody = z.strictObject({ user_id: idSchema });
