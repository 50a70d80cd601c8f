import type { ImportMapping, ImportRow, ImportType } from '../../../db/schema';
import { type RowValues, readRowValues } from '../rowValidation';
import type { SchoolSnapshot } from '../schoolSnapshot';
import { parentPlanner } from './parentsPlan';
import { PlanContext } from './planContext';
import type { ImportPlan } from './planTypes';
import { staffPlanner } from './staffPlan';
import { studentPlanner } from './studentsPlan';
import { teacherPlanner } from './teachersPlan';

const planners: Record<ImportType, (ctx: PlanContext) => (line: number, values: RowValues) => void> = {
  students: studentPlanner,
  teachers: teacherPlanner,
  parents: parentPlanner,
  staff: staffPlanner,
};

/** What committing these rows would do to the school, and every problem found, row by row. Pure. */
export function planImport(
  type: ImportType,
  rows: ImportRow[],
  mapping: ImportMapping,
  snapshot: SchoolSnapshot,
): ImportPlan {
  const ctx = new PlanContext(type, rows.length, snapshot);
  const planRow = planners[type](ctx);
  for (const row of rows) planRow(row.line, readRowValues(row, mapping));
  return ctx.plan;
}

/** The e-mails of the rows, for looking up existing accounts before planning. */
export function emailsOf(rows: ImportRow[], mapping: ImportMapping): string[] {
  const column = mapping.email;
  if (typeof column !== 'number') return [];
  return rows.map((row) => (row.cells[column] ?? '').trim().toLowerCase()).filter(Boolean);
}
