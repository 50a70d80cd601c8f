import { z } from 'zod';
import { supportedLanguages } from '../../../common/languages';

const id = z.coerce.number().int().positive();
export const schoolParams = z.object({ schoolId: id });
export const subjectsParams = z.object({ schoolId: id, language: z.enum(supportedLanguages) });
