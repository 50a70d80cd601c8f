import { z } from 'zod';
import { idParam, idSchema } from '../../http/fields';

const id = idParam;
export const schoolParams = z.object({ schoolId: id });
export const classParams = z.object({ schoolId: id, classId: id });
export const listClassesQuery = z.object({ include: z.enum(['teacher']).optional() });

const fields = {
  name: z.string().trim().min(1, 'is required').max(50, 'at most 50 characters'),
  grade: z.number().int().min(0).max(13).nullable(),
  num_students: z.number().int().min(0, 'cannot be negative').max(1000, 'at most 1000'),
  teacher_id: idSchema.nullable(),
  subject_id: idSchema.nullable(),
  custom_subject: z.string().trim().max(100, 'at most 100 characters').nullable(),
};

/** Clients send back whole class objects (spec §3); fields the server owns are ignored. */
const serverOwned = {
  organization_id: z.unknown().optional(),
  students_registered: z.unknown().optional(),
  teacher: z.unknown().optional(),
};

export const createClassBody = z.object({
  ...fields,
  grade: fields.grade.optional(),
  num_students: fields.num_students.optional(),
  teacher_id: fields.teacher_id.optional(),
  subject_id: fields.subject_id.optional(),
  custom_subject: fields.custom_subject.optional(),
  ...serverOwned,
  id: z.unknown().optional(),
});

export const updateClassesBody = z
  .array(
    z.object({
      id: idSchema,
      name: fields.name.optional(),
      grade: fields.grade.optional(),
      num_students: fields.num_students.optional(),
      teacher_id: fields.teacher_id.optional(),
      subject_id: fields.subject_id.optional(),
      custom_subject: fields.custom_subject.optional(),
      ...serverOwned,
    }),
  )
  .min(1, 'at least one class')
  .max(500, 'at most 500 classes at once');

export const expectedStudentsBody = z.object({ num_students: fields.num_students });
