import { z } from 'zod';
import { idParam, surveyLanguageField } from '../../http/fields';

const id = idParam;
export const schoolParams = z.object({ schoolId: id });
/**
 * Names in any language code (en, lv, ru or one added at /admin/manage-languages): subjects are named in
 * en, lv and ru, so another language reads the school's default language's names.
 */
export const subjectsParams = z.object({ schoolId: id, language: surveyLanguageField });
