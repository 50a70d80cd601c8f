import type { ImportIssue } from '../../../db/schema';
import { checkRowFields, type RowValues } from '../rowValidation';
import { alreadyThere, lower, nameKey, PeopleIndex, type PlanContext } from './planContext';

/**
 * Students with their classes. A class the school does not have yet is created by the commit.
 * A student already in the school (same external id, e-mail, or name and surname in the same class)
 * is skipped; a row repeating an earlier one is an error.
 */
export function studentPlanner(ctx: PlanContext) {
  const known = new PeopleIndex(ctx.snapshot.people, (person) =>
    nameKey(person.name, person.surname, String(person.classId ?? '')),
  );
  return (line: number, values: RowValues) => {
    const issues: ImportIssue[] = checkRowFields('students', line, values);
    const duplicate = ctx.duplicateOf(
      line,
      [
        { field: 'external_id', key: values.external_id ? `x:${lower(values.external_id)}` : null },
        { field: 'email', key: values.email ? `e:${values.email}` : null },
        {
          field: 'name',
          key:
            values.name && values.surname && values.class
              ? `n:${nameKey(values.name, values.surname, lower(values.class))}`
              : null,
        },
      ],
      'student',
    );
    if (duplicate) issues.push(duplicate);
    if (issues.length) return ctx.fail(line, issues);

    const klass = ctx.classByName.get(lower(values.class));
    const found = known.find(
      values,
      klass ? nameKey(values.name, values.surname, String(klass.id)) : undefined,
    );
    if (found) return ctx.skip(line, alreadyThere(line, found.by, 'student'));
    if (ctx.refusesAccountElsewhere(line, values.email)) return;
    if (!klass) ctx.newClass(values.class!);
    ctx.add({
      line,
      name: values.name!,
      surname: values.surname!,
      email: values.email ?? null,
      externalId: values.external_id ?? null,
      userId: values.email ? (ctx.snapshot.accounts.get(values.email) ?? null) : null,
      className: klass?.name ?? values.class!,
    });
  };
}
