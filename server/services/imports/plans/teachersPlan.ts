import type { ImportIssue } from '../../../db/schema';
import { issue, type RowValues, splitList } from '../rowValidation';
import { lower, nameKey, PeopleIndex, type PlanContext } from './planContext';
import { checkPerson, newPersonOf } from './staffPlan';

/**
 * Teachers with the subjects they teach in which classes, and the class they lead (homeroom).
 * Classes must exist already; subjects are the platform's or the school's own, named in any language.
 */
export function teacherPlanner(ctx: PlanContext) {
  const known = new PeopleIndex(ctx.snapshot.people, (person) => nameKey(person.name, person.surname));
  const subjectByName = new Map<string, number>();
  for (const subject of ctx.snapshot.subjects)
    for (const name of Object.values(subject.names)) subjectByName.set(lower(name), subject.id);
  const homerooms = new Map<number, number>();

  return (line: number, values: RowValues) => {
    const extra: ImportIssue[] = [];
    const classIds: number[] = [];
    for (const name of splitList(values.classes)) {
      const klass = ctx.classByName.get(lower(name));
      if (klass) classIds.push(klass.id);
      else
        extra.push(
          issue(line, 'classes', 'unknown_class', `There is no class "${name}" in the school`, {
            class: name,
          }),
        );
    }
    const subjectIds: number[] = [];
    for (const name of splitList(values.subjects)) {
      const id = subjectByName.get(lower(name));
      if (id) subjectIds.push(id);
      else
        extra.push(
          issue(line, 'subjects', 'unknown_subject', `Unknown subject "${name}"`, { subject: name }),
        );
    }
    if (subjectIds.length && !values.classes)
      extra.push(
        issue(line, 'classes', 'subjects_need_classes', 'Give the classes the subjects are taught in'),
      );
    let homeroomClassId: number | null = null;
    if (values.homeroom_class) {
      const klass = ctx.classByName.get(lower(values.homeroom_class));
      const earlier = klass && homerooms.get(klass.id);
      if (!klass)
        extra.push(
          issue(
            line,
            'homeroom_class',
            'unknown_class',
            `There is no class "${values.homeroom_class}" in the school`,
            {
              class: values.homeroom_class,
            },
          ),
        );
      else if (earlier)
        extra.push(
          issue(
            line,
            'homeroom_class',
            'homeroom_taken',
            `Line ${earlier} already leads class "${klass.name}"`,
            {
              line: earlier,
              class: klass.name,
            },
          ),
        );
      else {
        homerooms.set(klass.id, line);
        homeroomClassId = klass.id;
      }
    }
    if (!checkPerson(ctx, known, 'teachers', line, values, extra, 'teacher')) return;
    if (ctx.refusesAccountElsewhere(line, values.email)) return;
    ctx.add({
      ...newPersonOf(ctx, line, values),
      classIds: [...new Set(classIds)],
      subjectIds: [...new Set(subjectIds)],
      homeroomClassId,
    });
  };
}
