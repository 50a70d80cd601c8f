import { gradeFromName, promotedName } from '../../../common/classNames';

export type YearClass = { id: number; name: string; grade: number | null; students: number };
export type YearAction = 'promote' | 'graduate' | 'keep';
export type YearStep = YearClass & { action: YearAction; new_name: string | null; new_grade: number | null };
export type SchoolYearPlan = {
  last_grade: number;
  classes: YearStep[];
  /** Names two classes would share after the change; the change is refused while there are any. */
  conflicts: { name: string; class_ids: number[] }[];
  counts: { promoted: number; graduating_classes: number; graduating_students: number; kept: number };
};

export const defaultLastGrade = 12;

/**
 * A new school year: every class moves up a grade (7.a → 8.a), the last grade graduates (its
 * class and its students are archived), and a class whose name holds no grade stays as it is.
 */
export function planSchoolYear(classes: YearClass[], lastGrade = defaultLastGrade): SchoolYearPlan {
  const steps: YearStep[] = classes.map((klass) => {
    const grade = klass.grade ?? gradeFromName(klass.name);
    if (grade === null) return { ...klass, action: 'keep', new_name: null, new_grade: null };
    if (grade >= lastGrade) return { ...klass, action: 'graduate', new_name: null, new_grade: null };
    return {
      ...klass,
      action: 'promote',
      new_name: promotedName(klass.name) ?? klass.name,
      new_grade: grade + 1,
    };
  });
  const byName = new Map<string, { name: string; class_ids: number[] }>();
  for (const step of steps) {
    if (step.action === 'graduate') continue;
    const name = step.new_name ?? step.name;
    const entry = byName.get(name.toLowerCase()) ?? { name, class_ids: [] };
    entry.class_ids.push(step.id);
    byName.set(name.toLowerCase(), entry);
  }
  const graduating = steps.filter((step) => step.action === 'graduate');
  return {
    last_grade: lastGrade,
    classes: steps.sort(
      (a, b) =>
        (a.grade ?? gradeFromName(a.name) ?? 99) - (b.grade ?? gradeFromName(b.name) ?? 99) ||
        a.name.localeCompare(b.name),
    ),
    conflicts: [...byName.values()].filter((entry) => entry.class_ids.length > 1),
    counts: {
      promoted: steps.filter((step) => step.action === 'promote').length,
      graduating_classes: graduating.length,
      graduating_students: graduating.reduce((sum, step) => sum + step.students, 0),
      kept: steps.filter((step) => step.action === 'keep').length,
    },
  };
}
