import { z } from 'zod';

export const surveyPreviewParams = z.object({ slug: z.string().trim().min(1).max(120) });
export const pollPreviewParams = z.object({ pollId: z.coerce.number().int().positive() });
