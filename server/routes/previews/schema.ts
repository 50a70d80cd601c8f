import { z } from 'zod';
import { idParam } from '../../http/fields';

export const surveyPreviewParams = z.object({ slug: z.string().trim().min(1).max(120) });
export const pollPreviewParams = z.object({ pollId: idParam });
