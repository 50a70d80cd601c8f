import { describe, expect, it } from 'vitest';
import { planSchoolYear } from './schoolYear';

describe('new school year plan', () => {
  it('promotes every grade, graduates the last and keeps classes without a grade', () => {
    const plan = planSchoolYear([
      { id: 1, name: '12.a', grade: 12, students: 19 },
      { id: 2, name: '7.a', grade: 7, students: 24 },
      { id: 3, name: '11.b', grade: null, students: 20 },
      { id: 4, name: 'Mazie', grade: null, students: 5 },
    ]);
    expect(plan.classes.map((step) => [step.name, step.action, step.new_name, step.new_grade])).toEqual([
      ['7.a', 'promote', '8.a', 8],
      ['11.b', 'promote', '12.b', 12],
      ['12.a', 'graduate', null, null],
      ['Mazie', 'keep', null, null],
    ]);
    expect(plan.counts).toEqual({ promoted: 2, graduating_classes: 1, graduating_students: 19, kept: 1 });
    expect(plan.conflicts).toEqual([]);
  });

  it('takes the last grade given and finds names two classes would share', () => {
    const plan = planSchoolYear(
      [
        { id: 1, name: '9.a', grade: 9, students: 1 },
        { id: 2, name: '8.a', grade: 8, students: 1 },
        { id: 3, name: '9 A', grade: 9, students: 1 },
        { id: 4, name: '10.A', grade: null, students: 1 },
      ],
      10,
    );
    expect(plan.counts.graduating_classes).toBe(1);
    expect(plan.conflicts).toEqual([]);
    const clash = planSchoolYear([
      { id: 1, name: '7.a', grade: 7, students: 1 },
      { id: 2, name: '07.a', grade: null, students: 1 },
      { id: 3, name: '8.a', grade: 8, students: 1 },
    ]);
    expect(clash.conflicts).toEqual([{ name: '8.a', class_ids: [1, 2] }]);
  });
});
