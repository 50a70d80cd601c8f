import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ownedBy } from './columns';
import { resultFilters } from './results';
import { surveyPeriods } from './surveys';

/** What a cell counts, as in the live aggregation's CountRow: respondents, answered per key, or one value of a key. */
export const cellKinds = ['respondents', 'answered', 'value'] as const;

/** classKey and grade of the row that holds a whole period (the sum of its class rows). */
export const WHOLE_PERIOD = -1;
/** classKey or grade of responses that have none. */
export const NO_CLASS = 0;

/**
 * Pre-counted answers of finished responses (the results "cube"): one row per period × class ×
 * grade × kind × key × value, plus the whole-period rows (classKey = grade = WHOLE_PERIOD).
 * Responses are folded in by the cell folder once finished (responses.counted); the readers add
 * the few not yet folded live, so results are always exact. key and value are '' where unused.
 */
export const resultCells = pgTable(
  'result_cells',
  {
    periodId: ownedBy('period_id', () => surveyPeriods.id),
    classKey: integer('class_key').notNull(),
    grade: integer('grade').notNull(),
    kind: text('kind', { enum: cellKinds }).notNull(),
    key: text('key').notNull().default(''),
    value: text('value').notNull().default(''),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.periodId, table.classKey, table.grade, table.kind, table.key, table.value],
    }),
  ],
);

/**
 * The same counts split by the value of a question-built results filter (result_filter_members),
 * per period of the responses (a parent period's filter spans its schools' periods).
 */
export const resultFilterCells = pgTable(
  'result_filter_cells',
  {
    filterId: ownedBy('filter_id', () => resultFilters.id),
    periodId: ownedBy('period_id', () => surveyPeriods.id),
    filterValue: text('filter_value').notNull(),
    kind: text('kind', { enum: cellKinds }).notNull(),
    key: text('key').notNull().default(''),
    value: text('value').notNull().default(''),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.filterId, table.filterValue, table.periodId, table.kind, table.key, table.value],
    }),
    index('result_filter_cells_period_idx').on(table.periodId),
  ],
);
