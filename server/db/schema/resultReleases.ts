import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { resultsDetails } from '../../../common/results/types';
import { surveyPeriods } from './surveys';

/** A dimension the released cells are split by: a question's answer, or membership of a group. */
export type ReleaseDimension = { question: string } | { group: number };

/**
 * The results of a period family (a period, or a parent period with its schools' periods), released
 * once every period of it has closed (services/disclosure). The thresholds are those in force at
 * release, and dimensions are only ever added, so the cells every figure is made of never merge
 * back: two figures read at any two moments differ by whole cells.
 */
export const resultReleases = pgTable('result_releases', {
  rootPeriodId: integer('root_period_id')
    .primaryKey()
    .references(() => surveyPeriods.id, { onDelete: 'cascade' }),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
  minGroup: integer('min_group').notNull(),
  minTextGroup: integer('min_text_group').notNull(),
  detail: text('detail', { enum: resultsDetails }).notNull(),
  dimensions: jsonb('dimensions').$type<ReleaseDimension[]>().notNull().default([]),
});
