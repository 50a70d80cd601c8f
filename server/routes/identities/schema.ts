import { z } from 'zod';
import { idParam } from '../../http/fields';

export const identityParams = z.object({ identityId: idParam });
