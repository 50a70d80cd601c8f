import { isEmail } from '../../../common/validation';
import type { ImportIssue, ImportMapping, ImportRow, ImportType } from '../../db/schema';
import { type FieldKey, fieldLabels, importFields } from './importFields';

export type RowValues = Partial<Record<FieldKey, string>>;

/**
 * A cell as a value: trimmed, inner runs of whitespace (line breaks, tabs) made one space. Nothing
 * else is changed — HTML stays text and a leading "=", "+", "-" or "@" is not a formula here.
 */
export const cleanCell = (cell: string | undefined) => (cell ?? '').replace(/\s+/g, ' ').trim();

/** "Matemātika, Fizika; Ķīmija" → three items. */
export const splitList = (value: string | undefined) =>
  (value ?? '')
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

export function readRowValues(row: ImportRow, mapping: ImportMapping): RowValues {
  const values: RowValues = {};
  for (const [key, column] of Object.entries(mapping)) {
    if (typeof column !== 'number') continue;
    const value = cleanCell(row.cells[column]);
    if (value) values[key as FieldKey] = key === 'email' ? value.toLowerCase() : value;
  }
  return values;
}

export function issue(
  line: number,
  column: FieldKey,
  code: string,
  message: string,
  params?: Record<string, string | number>,
): ImportIssue {
  return params ? { line, column, code, message, params } : { line, column, code, message };
}

/** What is wrong with one row on its own: a missing required value, a bad e-mail, a value too long. */
export function checkRowFields(type: ImportType, line: number, values: RowValues): ImportIssue[] {
  const issues: ImportIssue[] = [];
  for (const field of importFields[type]) {
    const value = values[field.key];
    const label = fieldLabels[field.key];
    if (!value) {
      if (field.required) issues.push(issue(line, field.key, 'required', `${label} is missing`));
      continue;
    }
    if (value.length > field.maxLength) {
      issues.push(
        issue(line, field.key, 'too_long', `${label} is longer than ${field.maxLength} characters`, {
          max: field.maxLength,
        }),
      );
    } else if (field.key === 'email' && !isEmail(value)) {
      issues.push(
        issue(line, field.key, 'invalid_email', `"${value}" is not a valid e-mail address`, { value }),
      );
    }
  }
  if (type === 'parents' && !values.student_external_id && !(values.student_name && values.student_surname)) {
    issues.push(
      issue(
        line,
        values.student_name ? 'student_surname' : 'student_name',
        'student_required',
        "Give the student's external id, or the student's name and surname",
      ),
    );
  }
  return issues;
}
