import type { ImportIssue } from '../../../db/schema';
import { checkRowFields, issue, type RowValues } from '../rowValidation';
import type { KnownPerson } from '../schoolSnapshot';
import { alreadyThere, lower, nameKey, PeopleIndex, type PlanContext } from './planContext';
import type { NewPerson } from './planTypes';

/** The student a parent row names: by the student's external id, else by name and surname (and class). */
function findStudent(
  ctx: PlanContext,
  students: PeopleIndex,
  line: number,
  values: RowValues,
): { student: KnownPerson } | { problem: ImportIssue } {
  const klass = values.student_class ? ctx.classByName.get(lower(values.student_class)) : undefined;
  if (values.student_class && !klass)
    return {
      problem: issue(
        line,
        'student_class',
        'unknown_class',
        `There is no class "${values.student_class}" in the school`,
        {
          class: values.student_class,
        },
      ),
    };
  if (values.student_external_id) {
    const found = students.find({ external_id: values.student_external_id });
    if (found) return { student: found.person };
    return {
      problem: issue(
        line,
        'student_external_id',
        'unknown_student',
        `No student "${values.student_external_id}" in the school`,
        {
          name: values.student_external_id,
        },
      ),
    };
  }
  const fullName = `${values.student_name} ${values.student_surname}`;
  const namesakes = students
    .named(nameKey(values.student_name, values.student_surname))
    .filter((student) => !klass || student.classId === klass.id);
  if (namesakes.length === 1) return { student: namesakes[0] };
  if (namesakes.length === 0)
    return {
      problem: issue(line, 'student_name', 'unknown_student', `No student "${fullName}" in the school`, {
        name: fullName,
      }),
    };
  return {
    problem: issue(
      line,
      'student_name',
      'ambiguous_student',
      `Several students are called "${fullName}": add the class or the student's external id`,
      { name: fullName },
    ),
  };
}

/**
 * Parents linked to students already in the school. Rows with the same parent (same external id,
 * e-mail, or name) and different children make one parent with several children. A parent already
 * in the school gets the new child linked; an existing link is skipped.
 */
export function parentPlanner(ctx: PlanContext) {
  const students = new PeopleIndex(ctx.snapshot.students, (person) => nameKey(person.name, person.surname));
  const parents = new PeopleIndex(ctx.snapshot.people, (person) => nameKey(person.name, person.surname));
  const links = new Set(ctx.snapshot.parentLinks.map((link) => `${link.parentId}>${link.studentId}`));
  const newParents = new Map<string, NewPerson>();

  return (line: number, values: RowValues) => {
    const issues = checkRowFields('parents', line, values);
    const resolved = issues.length ? null : findStudent(ctx, students, line, values);
    if (resolved && 'problem' in resolved) issues.push(resolved.problem);
    const parentKey = values.external_id
      ? `x:${lower(values.external_id)}`
      : values.email
        ? `e:${values.email}`
        : `n:${nameKey(values.name, values.surname)}`;
    const studentKey =
      resolved && 'student' in resolved
        ? String(resolved.student.identityId)
        : lower(values.student_external_id) || nameKey(values.student_name, values.student_surname);
    const duplicate = ctx.duplicateOf(
      line,
      [{ field: 'name', key: `${parentKey}>${studentKey}` }],
      'parent and student',
    );
    if (duplicate) issues.push(duplicate);
    if (issues.length || !resolved || !('student' in resolved)) return ctx.fail(line, issues);

    const studentId = resolved.student.identityId;
    const existing =
      parents.find(values) ??
      parents
        .named(nameKey(values.name, values.surname))
        .filter((parent) => links.has(`${parent.identityId}>${studentId}`))
        .map((person) => ({ person, by: 'name' as const }))[0];
    if (existing) {
      if (links.has(`${existing.person.identityId}>${studentId}`))
        return ctx.skip(line, alreadyThere(line, existing.by, 'parent'));
      return ctx.link(line, existing.person.identityId, studentId);
    }
    const sameParent = newParents.get(parentKey);
    if (sameParent) {
      sameParent.studentIds!.push(studentId);
      ctx.plan.outcomes.set(line, 'link');
      return;
    }
    if (ctx.refusesAccountElsewhere(line, values.email)) return;
    const parent: NewPerson = {
      line,
      name: values.name!,
      surname: values.surname!,
      email: values.email ?? null,
      externalId: values.external_id ?? null,
      userId: values.email ? (ctx.snapshot.accounts.get(values.email) ?? null) : null,
      studentIds: [studentId],
    };
    newParents.set(parentKey, parent);
    ctx.add(parent);
  };
}
