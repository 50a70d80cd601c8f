import type { ImportType } from '../../queries/imports';

/** The columns each import reads (as the server defines them), for the hint on the upload step. */
export const importColumns: Record<ImportType, { key: string; required: boolean }[]> = {
  students: [
    { key: 'name', required: true },
    { key: 'surname', required: true },
    { key: 'class', required: true },
    { key: 'email', required: false },
    { key: 'external_id', required: false },
  ],
  teachers: [
    { key: 'name', required: true },
    { key: 'surname', required: true },
    { key: 'email', required: false },
    { key: 'external_id', required: false },
    { key: 'subjects', required: false },
    { key: 'classes', required: false },
    { key: 'homeroom_class', required: false },
  ],
  parents: [
    { key: 'name', required: true },
    { key: 'surname', required: true },
    { key: 'email', required: false },
    { key: 'external_id', required: false },
    { key: 'student_name', required: false },
    { key: 'student_surname', required: false },
    { key: 'student_class', required: false },
    { key: 'student_external_id', required: false },
  ],
  staff: [
    { key: 'name', required: true },
    { key: 'surname', required: true },
    { key: 'email', required: false },
    { key: 'external_id', required: false },
  ],
};

export const maxUploadBytes = 5 * 1024 * 1024;
export const acceptedFiles =
  '.csv,.txt,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
