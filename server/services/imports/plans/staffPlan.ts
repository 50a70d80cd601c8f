import type { ImportIssue, ImportType } from '../../../db/schema';
import { checkRowFields, type RowValues } from '../rowValidation';
import { alreadyThere, lower, nameKey, PeopleIndex, type PlanContext } from './planContext';

/** The keys two rows of the same person share: external id, e-mail, name and surname. */
export function personKeys(values: RowValues) {
  return [
    { field: 'external_id' as const, key: values.external_id ? `x:${lower(values.external_id)}` : null },
    { field: 'email' as const, key: values.email ? `e:${values.email}` : null },
    {
      field: 'name' as const,
      key: values.name && values.surname ? `n:${nameKey(values.name, values.surname)}` : null,
    },
  ];
}

/**
 * Checks a person row of the staff or teachers import: its own fields, extra checks, in-file
 * duplicates, then whether the school already has them (skipped). Answers whether to go on.
 */
export function checkPerson(
  ctx: PlanContext,
  known: PeopleIndex,
  type: ImportType,
  line: number,
  values: RowValues,
  extra: ImportIssue[],
  noun: string,
): boolean {
  const issues = [...checkRowFields(type, line, values), ...extra];
  const duplicate = ctx.duplicateOf(line, personKeys(values), noun);
  if (duplicate) issues.push(duplicate);
  if (issues.length) {
    ctx.fail(line, issues);
    return false;
  }
  const found = known.find(values, nameKey(values.name, values.surname));
  if (found) {
    ctx.skip(line, alreadyThere(line, found.by, noun));
    return false;
  }
  return true;
}

export function newPersonOf(ctx: PlanContext, line: number, values: RowValues) {
  return {
    line,
    name: values.name!,
    surname: values.surname!,
    email: values.email ?? null,
    externalId: values.external_id ?? null,
    userId: values.email ? (ctx.snapshot.accounts.get(values.email) ?? null) : null,
  };
}

/** Staff: people of the school who are neither teachers nor students. */
export function staffPlanner(ctx: PlanContext) {
  const known = new PeopleIndex(ctx.snapshot.people, (person) => nameKey(person.name, person.surname));
  return (line: number, values: RowValues) => {
    if (
      checkPerson(ctx, known, 'staff', line, values, [], 'person') &&
      !ctx.refusesAccountElsewhere(line, values.email)
    )
      ctx.add(newPersonOf(ctx, line, values));
  };
}
