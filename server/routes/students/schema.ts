import { z } from 'zod';
import { emailField, idParam, idSchema, personNameField } from '../../http/fields';

const id = idParam;
export const schoolParams = z.object({ schoolId: id });
export const classStudentsParams = z.object({ schoolId: id, classId: id });
export const studentParams = z.object({ schoolId: id, identityId: id });

export const newStudentBody = z.strictObject({
  name: personNameField,
  surname: personNameField,
  email: z
    .literal('')
    .transform(() => null)
    .or(emailField)
    .nullable()
    .optional(),
  class_id: idSchema.nullable().optional(),
});

export const studentClassBody = z.strictObject({ class_id: idSchema.nullable() });
