import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Answers } from '../../../common/survey/answerTypes';
import { timestamps } from './columns';
import { responseStatuses, surveyVersions } from './surveys';

export const selfAssessmentKinds = ['school', 'person'] as const;

/**
 * A public self-assessment: no account. The random id is the private link to its results
 * (/self-assessment/results/{id}); nothing else leads to it.
 */
export const selfAssessments = pgTable(
  'self_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyVersionId: integer('survey_version_id')
      .notNull()
      .references(() => surveyVersions.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: selfAssessmentKinds }).notNull(),
    /** The school's or person's name as they gave it, shown only on their own results. */
    name: text('name'),
    language: text('language').notNull(),
    status: text('status', { enum: responseStatuses }).notNull().default('in_progress'),
    answers: jsonb('answers').$type<Answers>().notNull().default({}),
    ...timestamps(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('self_assessments_version_idx').on(table.surveyVersionId, table.status)],
);
