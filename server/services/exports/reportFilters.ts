import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ActiveFilters } from '../../../common/results/types';
import type { Db } from '../../db/client';
import { classes, groups, identities, resultFilters, users } from '../../db/schema';
import type { ResultsScope } from '../results/resultsScope';

/** One active filter as a report names it: a question filter by its own name, built-in ones by kind. */
export type ReportFilter = { kind: keyof ActiveFilters; name: string | null; values: string[] };

const ids = (values: number[] | undefined) => [...new Set(values ?? [])];

/**
 * The names of the active filter values, read only inside the results' organisations and periods, so
 * an id from elsewhere names nothing. Kinds in the order class, group, grade, teacher, question.
 */
export async function loadReportFilters(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
): Promise<ReportFilter[]> {
  const organizationIds = scope.organizations.map((organization) => organization.id);
  const periodIds = scope.periods.map((period) => period.id);
  const classIds = ids(filters.class);
  const groupIds = ids(filters.group);
  const teacherIds = ids(filters.teacher);
  const questionIds = Object.keys(filters.question ?? {})
    .map(Number)
    .filter(Number.isInteger);
  const [classRows, groupRows, teacherRows, questionRows] = await Promise.all([
    classIds.length
      ? db
          .select({ name: classes.name })
          .from(classes)
          .where(and(inArray(classes.id, classIds), inArray(classes.organizationId, organizationIds)))
          .orderBy(asc(classes.name))
      : [],
    groupIds.length
      ? db
          .select({ name: groups.name })
          .from(groups)
          .where(and(inArray(groups.id, groupIds), inArray(groups.organizationId, organizationIds)))
          .orderBy(asc(groups.name))
      : [],
    teacherIds.length
      ? db
          .select({ name: users.name, surname: users.surname })
          .from(identities)
          .innerJoin(users, eq(users.id, identities.userId))
          .where(and(inArray(identities.id, teacherIds), inArray(identities.organizationId, organizationIds)))
          .orderBy(asc(users.surname), asc(users.name))
      : [],
    questionIds.length
      ? db
          .select({ id: resultFilters.id, name: resultFilters.name })
          .from(resultFilters)
          .where(and(inArray(resultFilters.id, questionIds), inArray(resultFilters.periodId, periodIds)))
          .orderBy(asc(resultFilters.id))
      : [],
  ]);
  const builtIn: ReportFilter[] = [
    { kind: 'class', name: null, values: classRows.map((row) => row.name) },
    { kind: 'group', name: null, values: groupRows.map((row) => row.name) },
    {
      kind: 'grade',
      name: null,
      values: ids(filters.grade)
        .sort((a, b) => a - b)
        .map(String),
    },
    {
      kind: 'teacher',
      name: null,
      values: teacherRows.map((row) => `${row.name} ${row.surname}`.trim()),
    },
  ];
  const questions: ReportFilter[] = questionRows.map((row) => ({
    kind: 'question',
    name: row.name,
    values: filters.question?.[String(row.id)] ?? [],
  }));
  return [...builtIn, ...questions].filter((filter) => filter.values.length > 0);
}
