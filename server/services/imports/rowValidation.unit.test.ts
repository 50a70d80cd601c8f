import { describe, expect, it } from 'vitest';
import { checkRowFields, cleanCell, readRowValues, splitList } from './rowValidation';

describe('row validation', () => {
  it('cleans cells without touching their content', () => {
    expect(cleanCell('  Anna \n Marija\t')).toBe('Anna Marija');
    expect(cleanCell('<script>x</script>')).toBe('<script>x</script>');
    expect(cleanCell('=SUM(A1)')).toBe('=SUM(A1)');
    expect(splitList('Matemātika, Fizika;Ķīmija, ')).toEqual(['Matemātika', 'Fizika', 'Ķīmija']);
  });

  it('reads the mapped cells, lower-casing the e-mail', () => {
    expect(
      readRowValues(
        { line: 2, cells: ['Anna', ' Liepa ', 'Anna@Example.LV', ''] },
        { name: 0, surname: 1, email: 2, class: 3 },
      ),
    ).toEqual({ name: 'Anna', surname: 'Liepa', email: 'anna@example.lv' });
  });

  it('reports a missing name, a bad e-mail and a value too long, each with its column', () => {
    const issues = checkRowFields('students', 4, {
      surname: 'x'.repeat(101),
      email: 'not-an-email',
      class: '7.a',
    });
    expect(issues.map(({ line, column, code }) => ({ line, column, code }))).toEqual([
      { line: 4, column: 'name', code: 'required' },
      { line: 4, column: 'surname', code: 'too_long' },
      { line: 4, column: 'email', code: 'invalid_email' },
    ]);
  });

  it('needs the student of a parent by external id or by name and surname', () => {
    expect(checkRowFields('parents', 2, { name: 'A', surname: 'B', student_name: 'C' })[0]).toMatchObject({
      column: 'student_surname',
      code: 'student_required',
    });
    expect(checkRowFields('parents', 2, { name: 'A', surname: 'B', student_external_id: 'S1' })).toEqual([]);
  });
});
