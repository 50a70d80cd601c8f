import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { identities } from './accounts';
import { createdAt, ownedBy } from './columns';
import { organizationScoped } from './organizations';
import { benchmarks } from './results';

export const benchmarkStatuses = ['draft', 'published'] as const;
export const benchmarkComputeStates = ['idle', 'queued', 'running', 'done', 'failed'] as const;

/**
 * Which schools a defined benchmark takes: those under any of `parentIds` (every school when empty)
 * whose period, as copied when it ran, had the chosen property values and any of the chosen tags.
 */
export type BenchmarkRule = { parentIds: number[]; valueIds?: number[]; tagIds?: number[] };

/**
 * A benchmark a super-admin defines (spec §2 /admin/benchmark/{id}); its `benchmarks` row (scope
 * 'defined') holds the name and the computed values, so results select it by the one benchmark id.
 */
export const benchmarkDefinitions = pgTable(
  'benchmark_definitions',
  {
    benchmarkId: integer('benchmark_id')
      .primaryKey()
      .references(() => benchmarks.id, { onDelete: 'cascade' }),
    surveyVersionIds: jsonb('survey_version_ids').$type<number[]>().notNull(),
    schoolYears: jsonb('school_years').$type<number[]>().notNull(),
    rule: jsonb('rule').$type<BenchmarkRule>().notNull(),
    minSchools: integer('min_schools').notNull().default(3),
    status: text('status', { enum: benchmarkStatuses }).notNull().default('draft'),
    computeState: text('compute_state', { enum: benchmarkComputeStates }).notNull().default('idle'),
    progress: integer('progress').notNull().default(0),
    computeError: text('compute_error'),
    /** Access: every organisation may use it (else only those in benchmark_access). */
    forEveryone: boolean('for_everyone').notNull().default(false),
    /** Also listed to viewers without freemium_results_benchmark. */
    offeredToFreemium: boolean('offered_to_freemium').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [check('benchmark_definitions_min_schools_check', sql`${table.minSchools} >= 3`)],
);

/** The organisations (a school, or a parent for all its schools) that may use a defined benchmark. */
export const benchmarkAccess = pgTable(
  'benchmark_access',
  {
    benchmarkId: ownedBy('benchmark_id', () => benchmarks.id),
    ...organizationScoped(),
  },
  (table) => [primaryKey({ columns: [table.benchmarkId, table.organizationId] })],
);

/** A value entered by hand for one key of a defined benchmark, with its source; it overrides the computed one. */
export const benchmarkItemOverrides = pgTable(
  'benchmark_item_overrides',
  {
    benchmarkId: ownedBy('benchmark_id', () => benchmarks.id),
    key: text('key').notNull(),
    score: doublePrecision('score').notNull(),
    favourable: doublePrecision('favourable'),
    source: text('source').notNull(),
    enteredBy: integer('entered_by').references(() => identities.id, { onDelete: 'set null' }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.benchmarkId, table.key] })],
);
