import type { ImportType } from '../../db/schema';

export type FieldKey =
  | 'name'
  | 'surname'
  | 'email'
  | 'external_id'
  | 'class'
  | 'classes'
  | 'subjects'
  | 'homeroom_class'
  | 'student_name'
  | 'student_surname'
  | 'student_class'
  | 'student_external_id';

export type FieldDefinition = { key: FieldKey; required: boolean; maxLength: number };

const person: FieldDefinition[] = [
  { key: 'name', required: true, maxLength: 100 },
  { key: 'surname', required: true, maxLength: 100 },
  { key: 'email', required: false, maxLength: 254 },
  { key: 'external_id', required: false, maxLength: 100 },
];

/** The columns each import reads; a required one must be mapped before the rows are checked. */
export const importFields: Record<ImportType, FieldDefinition[]> = {
  students: [...person, { key: 'class', required: true, maxLength: 50 }],
  teachers: [
    ...person,
    { key: 'subjects', required: false, maxLength: 1000 },
    { key: 'classes', required: false, maxLength: 1000 },
    { key: 'homeroom_class', required: false, maxLength: 50 },
  ],
  parents: [
    ...person,
    { key: 'student_name', required: false, maxLength: 100 },
    { key: 'student_surname', required: false, maxLength: 100 },
    { key: 'student_class', required: false, maxLength: 50 },
    { key: 'student_external_id', required: false, maxLength: 100 },
  ],
  staff: person,
};

/** The identity each import creates. */
export const identityTypeOf = {
  students: 'student',
  teachers: 'teacher',
  parents: 'parent',
  staff: 'staff',
} as const satisfies Record<ImportType, string>;

export const fieldLabels: Record<FieldKey, string> = {
  name: 'Name',
  surname: 'Surname',
  email: 'E-mail',
  external_id: 'External id',
  class: 'Class',
  classes: 'Classes',
  subjects: 'Subjects',
  homeroom_class: 'Homeroom class',
  student_name: "Student's name",
  student_surname: "Student's surname",
  student_class: "Student's class",
  student_external_id: "Student's external id",
};
