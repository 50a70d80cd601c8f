import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from '../../../common/survey/content';
import { auditColumns, identities } from './accounts';
import { ownedBy, timestamps } from './columns';
import { organizationIndex, organizationScoped } from './organizations';
import { surveyPeriods } from './surveys';

/** What a plan wants to move: a pillar (theme) or a question key of its period, with a favourable-share goal. */
export type PlanFocusItem = { kind: 'pillar' | 'question'; ref: string; goal: number | null };

export const actionStatuses = ['planned', 'in_progress', 'done', 'dropped'] as const;
export type ActionStatus = (typeof actionStatuses)[number];

export type SuccessPlanSource = { title: string; url: string | null };

/**
 * The library of evidence-based interventions (super-admin), per pillar id or question id of the
 * library surveys; schools pick one when adding an action.
 */
export const successPlans = pgTable('success_plans', {
  id: serial('id').primaryKey(),
  focusKind: text('focus_kind', { enum: ['pillar', 'question'] }).notNull(),
  focusRef: text('focus_ref').notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  why: jsonb('why').$type<Localized>().notNull(),
  steps: jsonb('steps').$type<Localized>().notNull(),
  timeNeeded: jsonb('time_needed').$type<Localized>().notNull(),
  sources: jsonb('sources').$type<SuccessPlanSource[]>().notNull().default([]),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  ...timestamps(),
});

/**
 * A school's action plan on one period's results. `classIds` is set for a teacher's plan on their
 * own classes (its figures are those classes'); `publicToken` is the unguessable address of the
 * published "You said, we did" page, shown while `publishedAt` is set.
 */
export const actionPlans = pgTable(
  'action_plans',
  {
    id: serial('id').primaryKey(),
    ...organizationScoped(),
    periodId: ownedBy('period_id', () => surveyPeriods.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    focus: jsonb('focus').$type<PlanFocusItem[]>().notNull().default([]),
    classIds: jsonb('class_ids').$type<number[] | null>(),
    publicToken: text('public_token').unique(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (table) => [organizationIndex('action_plans', table)],
);

export const actionPlanActions = pgTable(
  'action_plan_actions',
  {
    id: serial('id').primaryKey(),
    planId: ownedBy('plan_id', () => actionPlans.id),
    title: text('title').notNull(),
    ownerId: integer('owner_id').references(() => identities.id, { onDelete: 'set null' }),
    dueOn: date('due_on', { mode: 'string' }),
    status: text('status', { enum: actionStatuses }).notNull().default('planned'),
    notes: text('notes').notNull().default(''),
    successPlanId: integer('success_plan_id').references(() => successPlans.id, { onDelete: 'set null' }),
    /** When the week-before-due reminder went out (once per due date: a new date clears it). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    index('action_plan_actions_plan_idx').on(table.planId),
    index('action_plan_actions_owner_idx').on(table.ownerId),
  ],
);
