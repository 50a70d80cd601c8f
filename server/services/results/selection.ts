import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ActiveFilters } from '../../../common/results/types';
import type { Db } from '../../db/client';
import { classes, groups, identities, responses, resultFilterMembers, resultFilters } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { arrayLiteral, cellRowsFor, notYetCounted, opaqueIntArray } from '../resultCells/cellReads';
import { queryRows } from '../resultCells/queryRows';
import type { ResultsScope } from './resultsScope';
import { teacherClassIds } from './teacherClasses';

const scopeOrganizationIds = (scope: ResultsScope) => scope.organizations.map((o) => o.id);
/** Every period of the scope, a parent period too: a question filter made on a parent period carries its id. */
const scopePeriodIds = (scope: ResultsScope) => scope.periods.map((period) => period.id);

function inAnyGroup(groupIds: number[]): SQL {
  return or(...groupIds.map((id) => sql`${responses.groupIds} @> ${JSON.stringify([id])}::jsonb`)) as SQL;
}

function inQuestionFilter(scope: ResultsScope, filterId: number, values: string[]): SQL {
  if (values.length === 0) return sql`true`;
  return sql`exists (
    select 1 from ${resultFilterMembers}
      join ${resultFilters} on ${resultFilters.id} = ${resultFilterMembers.filterId}
      where ${resultFilterMembers.filterId} = ${filterId}
        and ${resultFilterMembers.responseId} = ${responses.id}
        and ${inArray(resultFilterMembers.value, values)}
        and ${inArray(resultFilters.periodId, scopePeriodIds(scope))}
  )`;
}

/**
 * The finished responses a results page counts, as a condition on `responses`. Ids outside the
 * scope match nothing; `assertFiltersInScope` turns them into a 422 before this runs.
 */
export function selectionCondition(
  scope: ResultsScope,
  filters: ActiveFilters,
  /**
   * `tail`: only the few responses the cell folder has not counted yet are read (by their own
   * index); the period ids are then an init plan the planner does not look into, so the statement
   * plans the same whatever the period and its prepared plan is kept (executePrepared).
   */
  options: { tail?: boolean } = {},
): SQL {
  const conditions: SQL[] = [
    eq(responses.status, 'finished'),
    // One array parameter, not one per period: a parent period's 500 schools were 500 parameters
    // for Drizzle to build and pg to send on every read.
    options.tail
      ? sql`${responses.periodId} = any(${opaqueIntArray(scope.periodIds)})`
      : sql`${responses.periodId} = any(${arrayLiteral(scope.periodIds)}::int[])`,
  ];
  if (scope.ownClassIds) conditions.push(inArray(responses.classId, [...scope.ownClassIds, -1]));
  if (filters.class?.length) conditions.push(inArray(responses.classId, filters.class));
  if (filters.grade?.length) conditions.push(inArray(responses.grade, filters.grade));
  if (filters.group?.length) conditions.push(inAnyGroup(filters.group));
  if (filters.teacher?.length)
    conditions.push(sql`${responses.classId} in (${teacherClassIds(scope, filters.teacher)})`);
  for (const [filterId, values] of Object.entries(filters.question ?? {})) {
    conditions.push(inQuestionFilter(scope, Number(filterId), values));
  }
  return and(...conditions) as SQL;
}

/** Respondents of a selection: from the results cube and the responses not folded yet when it can answer, else counted live. */
export async function selectionSize(db: Db, scope: ResultsScope, filters: ActiveFilters): Promise<number> {
  const cells = cellRowsFor(scope, filters, { rollup: true });
  if (!cells) {
    const [row] = await db.select({ n: count() }).from(responses).where(selectionCondition(scope, filters));
    return Number(row?.n ?? 0);
  }
  const [row] = queryRows<{ n: number }>(
    await db.execute(sql`select
      (select coalesce(sum(c.count), 0) from (${cells}) c where c.kind = 'respondents')::int
      + (select count(*) from responses where ${selectionCondition(scope, filters)} and ${notYetCounted()})::int as n`),
  );
  return Number(row?.n ?? 0);
}

/** Each filter criterion on its own (empty lists are no criterion). */
function criteriaOf(filters: ActiveFilters): ActiveFilters[] {
  const criteria: ActiveFilters[] = [];
  for (const key of ['class', 'group', 'grade', 'teacher'] as const) {
    if (filters[key]?.length) criteria.push({ [key]: filters[key] });
  }
  for (const [id, values] of Object.entries(filters.question ?? {})) {
    if (values.length) criteria.push({ question: { [id]: values } });
  }
  return criteria;
}

/** Whether the filters narrow anything (empty lists are no criterion). */
export const hasCriteria = (filters: ActiveFilters): boolean => criteriaOf(filters).length > 0;

function combine(criteria: ActiveFilters[]): ActiveFilters {
  const merged: ActiveFilters = {};
  for (const criterion of criteria) {
    const { question, ...lists } = criterion;
    Object.assign(merged, lists);
    if (question) merged.question = { ...merged.question, ...question };
  }
  return merged;
}

/** The selections one step wider: no filters at all, and each with one criterion dropped (for differencing). */
export function relatedSelections(filters: ActiveFilters): ActiveFilters[] {
  const criteria = criteriaOf(filters);
  if (criteria.length === 0) return [];
  const related: ActiveFilters[] = [{}];
  if (criteria.length > 1) {
    criteria.forEach((_, dropped) => {
      related.push(combine(criteria.filter((__, index) => index !== dropped)));
    });
  }
  return related;
}

async function missingIds(found: Promise<{ id: number }[]>, wanted: number[]): Promise<number[]> {
  const present = new Set((await found).map((row) => row.id));
  return wanted.filter((id) => !present.has(id));
}

/**
 * 422 naming the filter when a class, group, teacher or question filter is not one of the scope's;
 * 404 when the scope is one school's part of a parent period, so another school's class answers as
 * a missing one does.
 */
export async function assertFiltersInScope(
  db: Db,
  scope: ResultsScope,
  filters: ActiveFilters,
): Promise<void> {
  const organizationIds = scopeOrganizationIds(scope);
  const checks: [string, number[], (ids: number[]) => Promise<{ id: number }[]>][] = [
    [
      'class',
      filters.class ?? [],
      (ids) =>
        db
          .select({ id: classes.id })
          .from(classes)
          .where(and(inArray(classes.id, ids), inArray(classes.organizationId, organizationIds))),
    ],
    [
      'group',
      filters.group ?? [],
      (ids) =>
        db
          .select({ id: groups.id })
          .from(groups)
          .where(and(inArray(groups.id, ids), inArray(groups.organizationId, organizationIds))),
    ],
    [
      'teacher',
      filters.teacher ?? [],
      (ids) =>
        db
          .select({ id: identities.id })
          .from(identities)
          .where(and(inArray(identities.id, ids), inArray(identities.organizationId, organizationIds))),
    ],
    [
      'question',
      Object.keys(filters.question ?? {}).map(Number),
      (ids) =>
        db
          .select({ id: resultFilters.id })
          .from(resultFilters)
          .where(
            and(
              inArray(
                resultFilters.id,
                ids.filter((id) => Number.isInteger(id)),
              ),
              inArray(resultFilters.periodId, scopePeriodIds(scope)),
            ),
          ),
    ],
  ];
  for (const [name, wanted, load] of checks) {
    if (wanted.length === 0) continue;
    const missing = await missingIds(
      wanted.every(Number.isInteger) ? load(wanted) : Promise.resolve([]),
      wanted,
    );
    if (missing.length) {
      throw fieldError(
        `filters.${name}: ${missing.join(', ')} is not a ${name} filter of these results`,
        scope.ownSchoolsOnly ? 'not_found' : 'validation_failed',
      );
    }
  }
}
