import { z } from 'zod';
import { supportedLanguages } from '../../../common/languages';
import { idParam } from '../../http/fields';

const id = idParam;
export const schoolParams = z.object({ schoolId: id });
export const subjectsParams = z.object({ schoolId: id, language: z.enum(supportedLanguages) });
