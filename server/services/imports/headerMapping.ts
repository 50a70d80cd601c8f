import type { ImportMapping, ImportType } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type FieldKey, importFields } from './importFields';

/** Header text reduced for comparison: lower case, no accents, letters and digits only. */
export function normalizeHeader(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\u0430-\u044f\u0451]+/g, '');
}

const classWords = ['class', 'form', 'klase', 'klases nosaukums', 'класс'];

/** Header words per field in English, Latvian and Russian. */
const aliases: Record<FieldKey, string[]> = {
  name: ['name', 'first name', 'given name', 'forename', 'vārds', 'имя'],
  surname: ['surname', 'last name', 'family name', 'uzvārds', 'фамилия'],
  email: [
    'email',
    'e-mail',
    'e-mail address',
    'mail',
    'e-pasts',
    'e-pasta adrese',
    'epasts',
    'эл. почта',
    'электронная почта',
    'e-mail адрес',
    'почта',
  ],
  external_id: [
    'external id',
    'id',
    'ārējais id',
    'ārējais identifikators',
    'внешний id',
    'внешний идентификатор',
  ],
  class: classWords,
  classes: ['classes', 'teaches in', 'klases', 'māca klasēs', 'классы', ...classWords],
  subjects: [
    'subjects',
    'subject',
    'mācību priekšmeti',
    'mācību priekšmets',
    'priekšmeti',
    'priekšmets',
    'предметы',
    'предмет',
  ],
  homeroom_class: [
    'homeroom',
    'homeroom class',
    'class teacher of',
    'form tutor of',
    'audzināmā klase',
    'klases audzinātājs',
    'классное руководство',
    'классный руководитель',
  ],
  student_name: [
    "student's name",
    'student name',
    'child name',
    'skolēna vārds',
    'bērna vārds',
    'имя ученика',
    'имя ребёнка',
  ],
  student_surname: [
    "student's surname",
    'student surname',
    'child surname',
    'skolēna uzvārds',
    'bērna uzvārds',
    'фамилия ученика',
    'фамилия ребёнка',
  ],
  student_class: [
    "student's class",
    'student class',
    'child class',
    'skolēna klase',
    'bērna klase',
    'класс ученика',
    'класс ребёнка',
    ...classWords,
  ],
  student_external_id: [
    "student's external id",
    'student id',
    'student external id',
    'skolēna id',
    'skolēna ārējais id',
    'id ученика',
  ],
};

const normalizedAliases = Object.fromEntries(
  Object.entries(aliases).map(([key, words]) => [key, new Set(words.map(normalizeHeader))]),
) as Record<FieldKey, Set<string>>;

/** Each field of the import gets the first column whose header is one of its words; others stay unmapped. */
export function detectMapping(type: ImportType, headers: string[]): ImportMapping {
  const mapping: ImportMapping = {};
  for (const field of importFields[type]) mapping[field.key] = null;
  headers.forEach((header, column) => {
    const normalized = normalizeHeader(header);
    if (!normalized) return;
    const field = importFields[type].find(
      ({ key }) => mapping[key] === null && normalizedAliases[key].has(normalized),
    );
    if (field) mapping[field.key] = column;
  });
  return mapping;
}

export const missingRequiredFields = (type: ImportType, mapping: ImportMapping): FieldKey[] =>
  importFields[type]
    .filter((field) => field.required && typeof mapping[field.key] !== 'number')
    .map((f) => f.key);

/** A mapping the user chose: known fields only, existing columns, no column twice, required fields present. */
export function checkMapping(type: ImportType, mapping: ImportMapping, columnCount: number): ImportMapping {
  const errors: string[] = [];
  const known = new Set<string>(importFields[type].map((field) => field.key));
  const used = new Map<number, string>();
  const clean: ImportMapping = {};
  for (const field of importFields[type]) clean[field.key] = null;
  for (const [key, column] of Object.entries(mapping)) {
    if (!known.has(key)) errors.push(`${key}: not a column of this import`);
    else if (column === null) continue;
    else if (!Number.isInteger(column) || column < 0 || column >= columnCount)
      errors.push(`${key}: the file has no column ${column}`);
    else if (used.has(column))
      errors.push(`${key}: column ${column} is already used for ${used.get(column)}`);
    else {
      used.set(column, key);
      clean[key] = column;
    }
  }
  for (const key of missingRequiredFields(type, clean))
    errors.push(`${key}: choose the column that holds it`);
  if (errors.length) throw new AppError('validation_failed', `Invalid mapping: ${errors.join('; ')}`, errors);
  return clean;
}
