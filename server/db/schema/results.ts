import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnswerCounts } from '../../../common/results/scoring';
import type { Localized } from '../../../common/survey/content';
import { auditColumns, createdByIdentity, identities } from './accounts';
import { createdAt, ownedBy } from './columns';
import { bytea } from './imports';
import { platformOrOrganization } from './organizations';
import { responses, surveyPeriods, surveyVersions } from './surveys';

/** Which filter value each answer option of the question falls under (several options may share one). */
export type FilterMapping = { question_options: { id: string; value: string }[] };

/**
 * A results filter built from a question of a period's survey (e.g. "Which grade are you in?").
 * A job writes result_filter_members for `revision`; until builtRevision catches up the old
 * membership stays in use.
 */
export const resultFilters = pgTable(
  'result_filters',
  {
    id: serial('id').primaryKey(),
    periodId: ownedBy('period_id', () => surveyPeriods.id),
    questionId: text('question_id').notNull(),
    name: text('name').notNull(),
    mapping: jsonb('mapping').$type<FilterMapping>().notNull(),
    visibility: boolean('visibility').notNull().default(true),
    revision: integer('revision').notNull().default(1),
    builtRevision: integer('built_revision'),
    /** Responses the built mapping covers. */
    legacyCount: integer('legacy_count').notNull().default(0),
    ...auditColumns(),
  },
  (table) => [index('result_filters_period_idx').on(table.periodId)],
);

export const resultFilterMembers = pgTable(
  'result_filter_members',
  {
    filterId: ownedBy('filter_id', () => resultFilters.id),
    responseId: uuid('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.filterId, table.responseId] }),
    index('result_filter_members_value_idx').on(table.filterId, table.value),
  ],
);

/** Score, favourable share and respondent count of one key (compound, pillar:<id>, question key). */
export type BenchmarkValue = { score: number | null; favourable: number | null; n: number };

/**
 * Every school that ran the same survey version in the same school year (overall), or those of one
 * parent organisation; computed by the `compute-benchmarks` job.
 */
export const benchmarks = pgTable(
  'benchmarks',
  {
    id: serial('id').primaryKey(),
    surveyVersionId: ownedBy('survey_version_id', () => surveyVersions.id),
    /** The calendar year the school year starts in (2026 for 2026/27). */
    schoolYear: integer('school_year').notNull(),
    scope: text('scope', { enum: ['overall', 'organization', 'defined'] }).notNull(),
    ...platformOrOrganization(),
    name: jsonb('name').$type<Localized>().notNull(),
    schoolCount: integer('school_count').notNull(),
    respondentCount: integer('respondent_count').notNull(),
    values: jsonb('values').$type<Record<string, BenchmarkValue>>().notNull(),
    /**
     * A computed benchmark's answer counts and the school periods they add up (one per school): a
     * reader's own school's period is taken out of them when read, so a benchmark is other schools only.
     */
    counts: jsonb('counts').$type<AnswerCounts>(),
    periodIds: integer('period_ids').array().notNull().default(sql`'{}'::int[]`),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('benchmarks_key_idx').on(
      table.surveyVersionId,
      table.schoolYear,
      table.scope,
      table.organizationId,
    ),
  ],
);

/** A read-only results link for one period that opens without signing in; only a hash is kept. */
export const resultShareLinks = pgTable(
  'result_share_links',
  {
    id: serial('id').primaryKey(),
    periodId: ownedBy('period_id', () => surveyPeriods.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: createdByIdentity(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('result_share_links_period_idx').on(table.periodId)],
);

export const exportKinds = ['pdf', 'xlsx'] as const;
export const exportStatuses = ['queued', 'running', 'done', 'failed'] as const;

/** A PDF or Excel export made by a job; the file is kept until expiresAt. */
export const resultExports = pgTable(
  'result_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identityId: ownedBy('identity_id', () => identities.id),
    kind: text('kind', { enum: exportKinds }).notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    language: text('language').notNull(),
    status: text('status', { enum: exportStatuses }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    fileName: text('file_name'),
    file: bytea('file'),
    error: text('error'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('result_exports_identity_idx').on(table.identityId)],
);

/** Word-cloud words left out: stop words per language, and words hidden by a super-admin. */
export const wordcloudWords = pgTable(
  'wordcloud_words',
  {
    id: serial('id').primaryKey(),
    language: text('language').notNull(),
    word: text('word').notNull(),
    kind: text('kind', { enum: ['stop', 'hidden'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('wordcloud_words_key_idx').on(table.language, table.word, table.kind)],
);
