import { type SQL, sql } from 'drizzle-orm';
import type { ActiveFilters } from '../../../common/results/types';
import { responses } from '../../db/schema';
import { WHOLE_PERIOD } from '../../db/schema/resultCells';
import type { ResultsScope } from '../results/resultsScope';
import { teacherClassIds } from '../results/teacherClasses';

const intArray = (ids: number[]) => sql`${sql.param(ids)}::int[]`;

/**
 * An id list the planner does not look into: a scalar subquery (an init plan), so PostgreSQL does not
 * estimate each of its elements while planning. A parent period's 500 period ids, in four places of a
 * summary's count statement, took 3-4 ms of planning per read (issue 20); the index reads it alike.
 * (The cast keeps `any(…)` from taking the parenthesised select for a subquery of rows.)
 */
export const opaqueIntArray = (ids: number[]) => sql`(select ${arrayLiteral(ids)}::int[])::int[]`;

const literals = new WeakMap<number[], string>();
const organizationIds = new WeakMap<ResultsScope['organizations'], number[]>();

/** The scope's organisation ids, one array per scope (so its literal is made once: arrayLiteral). */
export function scopeOrganizationIds(scope: ResultsScope): number[] {
  let ids = organizationIds.get(scope.organizations);
  if (ids === undefined) {
    ids = scope.organizations.map((organization) => organization.id);
    organizationIds.set(scope.organizations, ids);
  }
  return ids;
}

/**
 * An id list as one PostgreSQL array literal, made once per list: node-postgres otherwise escapes
 * each element of each array parameter, and a parent period's 500 ids go into several of a read's
 * statements (a tenth of a summary's CPU at 500 schools, issue 20). Ids are integers: nothing to escape.
 */
export function arrayLiteral(ids: number[]): string {
  let literal = literals.get(ids);
  if (literal === undefined) {
    literal = `{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`;
    literals.set(ids, literal);
  }
  return literal;
}

/** Finished responses the cell folder has not folded yet (the tail readers add live; matches responses_uncounted_idx). */
export const notYetCounted = (): SQL => sql`${responses.status} = 'finished' and not ${responses.counted}`;

const isListed = (list: unknown[] | undefined) => Boolean(list?.length);

/** Cells hold a missing class or grade as 0 (NO_CLASS), so a 0 or below in a filter is answered live. */
const allPositive = (ids: number[] | undefined) => (ids ?? []).every((id) => id > 0);

const wholePeriod = sql`class_key = ${WHOLE_PERIOD}::int and grade = ${WHOLE_PERIOD}::int`;

/** The scope's parent periods: periods of the scope that some period of the scope names as its parent. */
function scopeParentIds(scope: ResultsScope) {
  const named = new Set(scope.periods.map((period) => period.parentPeriodId));
  return scope.periods.filter((period) => named.has(period.id)).map((period) => period.id);
}

/**
 * Whole-period rows of the scope's periods where a parent period's rollup row stands for all its
 * children: a parent whose children (as linked now, read in the same statement) are all counted
 * in the scope answers from its rollup, the others from their own rows.
 */
function wholePeriodCells(scope: ResultsScope): SQL {
  const parentIds = scopeParentIds(scope);
  const own = sql`
    select period_id, kind, key, value, count from result_cells
    where period_id = any(${opaqueIntArray(scope.periodIds)}) and ${wholePeriod}`;
  if (parentIds.length === 0) return own;
  // The scope's period ids once, as a hashed set (`not in` a subquery): a `<> all(array)` per
  // child compared each of 500 children with each of 500 ids, and a constant array of 500 took
  // milliseconds to plan (issue 20).
  const scopeIds = sql`(select unnest(${opaqueIntArray(scope.periodIds)}))`;
  const rolledUp = sql`
    select p.id from survey_periods p
    where p.id = any(${intArray(parentIds)})
      and not exists (select 1 from survey_periods c
        where c.parent_period_id = p.id and c.id not in ${scopeIds})`;
  // The periods not rolled up, as an array computed once: the index then reads only their rows
  // (a `not in` beside the scan read every child's rows to drop them: ~12,000 at 50 schools).
  const notRolledUp = sql`array(select counted.id from unnest(${opaqueIntArray(scope.periodIds)}) as counted(id)
    where counted.id not in (select c.id from survey_periods c where c.parent_period_id in (select id from rolled_up)))`;
  // The rollup check once, for both branches: written into each, it ran twice (~0.5 ms each at
  // 500 schools, issue 20).
  return sql`
    select * from (
      with rolled_up as materialized (${rolledUp})
      select period_id, kind, key, value, count from result_cells
      where period_id in (select id from rolled_up) and ${wholePeriod}
      union all
      select period_id, kind, key, value, count from result_cells
      where period_id = any(${notRolledUp}) and ${wholePeriod}
    ) whole_period_cells`;
}

function classCells(scope: ResultsScope, filters: ActiveFilters, rollup: boolean): SQL {
  const conditions: SQL[] = [];
  if (scope.ownClassIds)
    conditions.push(sql`class_key = any(${intArray(scope.ownClassIds.filter((id) => id > 0))})`);
  if (filters.class?.length) conditions.push(sql`class_key = any(${intArray(filters.class)})`);
  if (filters.grade?.length) conditions.push(sql`grade = any(${intArray(filters.grade)})`);
  if (filters.teacher?.length)
    conditions.push(sql`class_key in (${teacherClassIds(scope, filters.teacher)})`);
  if (conditions.length === 0 && rollup) return wholePeriodCells(scope);
  const where = conditions.length
    ? sql`class_key <> ${WHOLE_PERIOD}::int and ${sql.join(conditions, sql` and `)}`
    : wholePeriod;
  return sql`
    select period_id, kind, key, value, count from result_cells
    where period_id = any(${opaqueIntArray(scope.periodIds)}) and ${where}`;
}

function filterCells(scope: ResultsScope, filterId: number, values: string[]): SQL {
  const scopePeriodIds = scope.periods.map((period) => period.id);
  return sql`
    select period_id, kind, key, value, count from result_filter_cells
    where filter_id = ${filterId}::int
      and filter_value = any(${sql.param(values)}::text[])
      and period_id = any(${opaqueIntArray(scope.periodIds)})
      and exists (select 1 from result_filters f where f.id = ${filterId}::int and f.period_id = any(${opaqueIntArray(scopePeriodIds)}))`;
}

/**
 * The pre-counted rows (period_id, kind, key, value, count) of the folded responses of a selection,
 * when the cells can answer it: no filter, or class, grade and teacher filters (a teacher's own
 * classes too) from result_cells; exactly one question filter and nothing else from
 * result_filter_cells. Otherwise (groups, combinations with a question filter) null: count live.
 * With `rollup`, for totals only, an unfiltered read takes a whole parent period's rollup rows
 * (period_id the parent's) instead of its children's.
 */
export function cellRowsFor(
  scope: ResultsScope,
  filters: ActiveFilters,
  options: { rollup?: boolean } = {},
): SQL | null {
  const questions = Object.entries(filters.question ?? {}).filter(([, values]) => values.length > 0);
  if (isListed(filters.group)) return null;
  if (!allPositive(filters.class) || !allPositive(filters.grade)) return null;
  if (questions.length === 0) return classCells(scope, filters, options.rollup ?? false);
  const [[filterId, values], ...others] = questions;
  const onlyQuestion =
    others.length === 0 &&
    !scope.ownClassIds &&
    !isListed(filters.class) &&
    !isListed(filters.grade) &&
    !isListed(filters.teacher);
  if (!onlyQuestion || !Number.isInteger(Number(filterId))) return null;
  return filterCells(scope, Number(filterId), values);
}
