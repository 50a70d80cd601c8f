import { describe, expect, it } from 'vitest';
import type { ImportRow } from '../../../db/schema';
import type { KnownPerson, SchoolSnapshot } from '../schoolSnapshot';
import { planImport } from './planImport';

const person = (values: Partial<KnownPerson> & { identityId: number }): KnownPerson => ({
  userId: values.identityId + 1000,
  name: 'X',
  surname: 'Y',
  email: null,
  externalId: null,
  classId: null,
  ...values,
});

function school(values: Partial<SchoolSnapshot> = {}): SchoolSnapshot {
  return {
    classes: [
      { id: 1, name: '7.a', teacherId: null },
      { id: 2, name: '8.b', teacherId: null },
    ],
    subjects: [{ id: 10, names: { en: 'Mathematics', lv: 'Matemātika', ru: 'Математика' } }],
    people: [],
    students: [],
    parentLinks: [],
    accounts: new Map(),
    elsewhere: new Set(),
    ...values,
  };
}

const rows = (...cells: string[][]): ImportRow[] => cells.map((row, i) => ({ line: i + 2, cells: row }));
const students = { name: 0, surname: 1, class: 2, email: 3, external_id: 4 };

describe('planning an import', () => {
  it('students: new, into existing or new classes, on known accounts, skipping who is there', () => {
    const snapshot = school({
      people: [person({ identityId: 5, name: 'Anna', surname: 'Liepa', classId: 1 })],
      accounts: new Map([['jb@skola.lv', 77]]),
    });
    const plan = planImport(
      'students',
      rows(
        ['Jānis', 'Bērziņš', '7.A', 'JB@skola.lv', ''],
        ['Anna', 'Liepa', '7.a', '', ''],
        ['Anna', 'Liepa', '8.b', '', ''],
        ['Ieva', 'Ozola', '9.c', '', 'S-9'],
      ),
      students,
      snapshot,
    );
    expect(plan.errors).toEqual([]);
    expect(plan.skipped).toMatchObject([{ line: 3, column: 'name', code: 'exists_in_school' }]);
    expect(plan.newClasses).toEqual(['9.c']);
    expect(plan.people.map((p) => [p.line, p.className, p.userId, p.externalId])).toEqual([
      [2, '7.a', 77, null],
      [4, '8.b', null, null],
      [5, '9.c', null, 'S-9'],
    ]);
    expect([...plan.outcomes.entries()]).toEqual([
      [2, 'existing_account'],
      [3, 'skip'],
      [4, 'new'],
      [5, 'new'],
    ]);
  });

  it('refuses to give a role to an account with roles outside the school, in every import', () => {
    const snapshot = school({
      accounts: new Map([
        ['here@skola.lv', 77],
        ['head@other.lv', 88],
      ]),
      elsewhere: new Set(['head@other.lv']),
    });
    const plan = planImport(
      'students',
      rows(['Jānis', 'Bērziņš', '7.a', 'here@skola.lv', ''], ['Rita', 'Egle', '9.c', 'HEAD@other.lv', '']),
      students,
      snapshot,
    );
    expect(plan.errors).toMatchObject([{ line: 3, column: 'email', code: 'account_elsewhere' }]);
    expect(plan.people.map((p) => [p.line, p.userId])).toEqual([[2, 77]]);
    // The refused row makes no class of its own.
    expect(plan.newClasses).toEqual([]);
    for (const type of ['staff', 'teachers'] as const) {
      const staff = planImport(
        type,
        rows(['Rita', 'Egle', 'head@other.lv']),
        { name: 0, surname: 1, email: 2 },
        snapshot,
      );
      expect(staff.errors, type).toMatchObject([{ line: 2, column: 'email', code: 'account_elsewhere' }]);
      expect(staff.people, type).toEqual([]);
    }
  });

  it('students: every bad row and every repeated row is reported', () => {
    const plan = planImport(
      'students',
      rows(
        ['Anna', 'Liepa', '7.a', 'anna@x.lv', ''],
        ['', 'Ozols', '7.a', 'bad-email', ''],
        ['Anna', 'Liepa', '7.A', '', ''],
        ['Pēteris', 'Kalns', '7.b', 'ANNA@x.lv', ''],
      ),
      students,
      school(),
    );
    expect(plan.errors.map(({ line, column, code }) => [line, column, code])).toEqual([
      [3, 'name', 'required'],
      [3, 'email', 'invalid_email'],
      [4, 'name', 'duplicate_in_file'],
      [5, 'email', 'duplicate_in_file'],
    ]);
    expect(plan.errors[2].params).toEqual({ line: 2 });
  });

  it('teachers: classes and subjects must be known; homeroom once', () => {
    const plan = planImport(
      'teachers',
      rows(
        ['Inga', 'Kalna', 'Matemātika, Физика', '7.a, 10.z', '7.a'],
        ['Rasa', 'Lapa', 'Mathematics', '7.a; 8.b', '8.B'],
        ['Ilze', 'Egle', 'Mathematics', '', '8.b'],
      ),
      { name: 0, surname: 1, subjects: 2, classes: 3, homeroom_class: 4 },
      school(),
    );
    expect(plan.errors.map(({ line, column, code }) => [line, column, code])).toEqual([
      [2, 'classes', 'unknown_class'],
      [2, 'subjects', 'unknown_subject'],
      [4, 'classes', 'subjects_need_classes'],
      [4, 'homeroom_class', 'homeroom_taken'],
    ]);
    expect(plan.people).toMatchObject([{ line: 3, classIds: [1, 2], subjectIds: [10], homeroomClassId: 2 }]);
  });

  it('parents: children by external id or name (and class), several children for one parent', () => {
    const snapshot = school({
      students: [
        person({ identityId: 1, name: 'Ēriks', surname: 'Lācis', classId: 1, externalId: 'S1' }),
        person({ identityId: 2, name: 'Marta', surname: 'Lāce', classId: 2 }),
        person({ identityId: 3, name: 'Jānis', surname: 'Koks', classId: 1 }),
        person({ identityId: 4, name: 'Jānis', surname: 'Koks', classId: 2 }),
      ],
      people: [person({ identityId: 9, name: 'Dace', surname: 'Lāce', email: 'dace@x.lv' })],
      parentLinks: [{ parentId: 9, studentId: 2 }],
    });
    const fixed = planImport(
      'parents',
      rows(
        ['Agris', 'Lācis', 'agris@x.lv', '', '', 'S1'],
        ['Agris', 'Lācis', 'agris@x.lv', 'Marta', 'Lāce', ''],
        ['Dace', 'Lāce', 'dace@x.lv', 'Marta', 'Lāce', ''],
        ['Dace', 'Lāce', 'dace@x.lv', '', '', 'S1'],
        ['Uldis', 'Koks', '', 'Jānis', 'Koks', ''],
        ['Vija', 'Priede', '', 'Nav', 'Tāda', ''],
        ['Agris', 'Lācis', 'agris@x.lv', '', '', 'S1'],
      ),
      { name: 0, surname: 1, email: 2, student_name: 3, student_surname: 4, student_external_id: 5 },
      snapshot,
    );
    expect(fixed.errors.map(({ line, code }) => [line, code])).toEqual([
      [6, 'ambiguous_student'],
      [7, 'unknown_student'],
      [8, 'duplicate_in_file'],
    ]);
    expect(fixed.people).toMatchObject([{ line: 2, name: 'Agris', studentIds: [1, 2] }]);
    expect(fixed.links).toEqual([{ parentId: 9, studentId: 1 }]);
    expect(fixed.skipped).toMatchObject([{ line: 4, code: 'exists_in_school' }]);
  });

  it('staff: known by external id, e-mail or name', () => {
    const plan = planImport(
      'staff',
      rows(['Laura', 'Vītola', '', 'L-1'], ['Zane', 'Kļava', 'zane@x.lv', ''], ['Nora', 'Sila', '', '']),
      { name: 0, surname: 1, email: 2, external_id: 3 },
      school({
        people: [person({ identityId: 1, externalId: 'l-1' }), person({ identityId: 2, email: 'zane@x.lv' })],
      }),
    );
    expect(plan.skipped.map((issue) => issue.params?.by)).toEqual(['external_id', 'email']);
    expect(plan.people.map((p) => p.name)).toEqual(['Nora']);
  });
});
