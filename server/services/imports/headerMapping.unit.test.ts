import { describe, expect, it } from 'vitest';
import type { AppError } from '../../http/errors';
import { checkMapping, detectMapping, normalizeHeader } from './headerMapping';

describe('column mapping', () => {
  it('reduces headers to letters and digits without accents', () => {
    expect(normalizeHeader(' E-Pasts ')).toBe('epasts');
    expect(normalizeHeader('Эл. почта')).toBe('элпочта');
    expect(normalizeHeader('Uzvārds')).toBe('uzvards');
  });

  it('detects English, Latvian and Russian headers', () => {
    expect(detectMapping('students', ['Name', 'Surname', 'Class', 'Email', 'External ID'])).toEqual({
      name: 0,
      surname: 1,
      email: 3,
      external_id: 4,
      class: 2,
    });
    expect(detectMapping('students', ['Klase', 'Vārds', 'Uzvārds', 'E-pasts'])).toEqual({
      name: 1,
      surname: 2,
      email: 3,
      external_id: null,
      class: 0,
    });
    expect(detectMapping('students', ['Имя', 'Фамилия', 'Класс', 'Эл. почта'])).toMatchObject({
      name: 0,
      surname: 1,
      class: 2,
      email: 3,
    });
  });

  it('reads "class" as the teacher’s classes and as the parent’s child’s class', () => {
    expect(
      detectMapping('teachers', ['Vārds', 'Uzvārds', 'Mācību priekšmeti', 'Klases', 'Audzināmā klase']),
    ).toEqual({
      name: 0,
      surname: 1,
      email: null,
      external_id: null,
      subjects: 2,
      classes: 3,
      homeroom_class: 4,
    });
    expect(
      detectMapping('parents', ['Vārds', 'Uzvārds', 'Skolēna vārds', 'Skolēna uzvārds', 'Klase']),
    ).toMatchObject({ name: 0, surname: 1, student_name: 2, student_surname: 3, student_class: 4 });
  });

  it('leaves unknown headers unmapped and uses a column once', () => {
    expect(detectMapping('staff', ['Name', 'Name', 'Notes'])).toEqual({
      name: 0,
      surname: null,
      email: null,
      external_id: null,
    });
  });

  it('accepts a mapping the user chose and names what is wrong with a bad one', () => {
    expect(checkMapping('staff', { name: 2, surname: 0, email: null }, 3)).toEqual({
      name: 2,
      surname: 0,
      email: null,
      external_id: null,
    });
    try {
      checkMapping('students', { name: 0, surname: 0, class: 7, colour: 1 }, 3);
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).errors).toEqual([
        'surname: column 0 is already used for name',
        'class: the file has no column 7',
        'colour: not a column of this import',
        'surname: choose the column that holds it',
        'class: choose the column that holds it',
      ]);
    }
  });
});
