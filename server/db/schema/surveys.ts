import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { resultsDetails } from '../../../common/results/types';
import type { Answers } from '../../../common/survey/answerTypes';
import type { Localized, SurveyContent } from '../../../common/survey/content';
import { createdByIdentity, identities } from './accounts';
import { createdAt, ownedBy, timestamps } from './columns';
import { organizationIndex, organizationScoped, platformOrOrganization } from './organizations';
import { classes, groups } from './respondents';

export const surveyAudiences = ['student', 'teacher', 'parent', 'staff'] as const;
export type SurveyAudience = (typeof surveyAudiences)[number];

/**
 * A questionnaire: in the library (organizationId null, edited by super-admins) or an
 * organisation's own. The builder edits `draft`; publishing copies it into an immutable version.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    slug: text('slug').notNull().unique(),
    ...platformOrOrganization(),
    audience: text('audience', { enum: surveyAudiences }).notNull(),
    draft: jsonb('draft').$type<SurveyContent>().notNull(),
    draftRevision: integer('draft_revision').notNull().default(0),
    copiedFromId: integer('copied_from_id').references((): AnyPgColumn => surveys.id, {
      onDelete: 'set null',
    }),
    createdBy: createdByIdentity(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [organizationIndex('surveys', table)],
);

/** What a period runs. Never changed after publishing. */
export const surveyVersions = pgTable(
  'survey_versions',
  {
    id: serial('id').primaryKey(),
    surveyId: ownedBy('survey_id', () => surveys.id),
    number: integer('number').notNull(),
    content: jsonb('content').$type<SurveyContent>().notNull(),
    languages: jsonb('languages').$type<string[]>().notNull(),
    publishedBy: integer('published_by').references(() => identities.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('survey_versions_number_idx').on(table.surveyId, table.number)],
);

export const surveyTags = pgTable('survey_tags', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
});

export const surveyTagLinks = pgTable(
  'survey_tag_links',
  {
    surveyId: ownedBy('survey_id', () => surveys.id),
    tagId: ownedBy('tag_id', () => surveyTags.id),
  },
  (table) => [primaryKey({ columns: [table.surveyId, table.tagId] })],
);

/** Who a period asks: classes, groups, whole grades, and which adult audiences. */
export type PeriodAudience = {
  classIds: number[];
  groupIds: number[];
  grades: number[];
  teachers: boolean;
  parents: boolean;
  /** Staff or anyone else through a public link. */
  publicLink: boolean;
};

/** An audience that asks no one yet: what a period adds whom it asks to. */
export const noAudience: PeriodAudience = {
  classIds: [],
  groupIds: [],
  grades: [],
  teachers: false,
  parents: false,
  publicLink: false,
};

/**
 * One run of a survey version for an organisation between two dates. An organisation's parent
 * period has one child period per school (parentPeriodId). Status is derived from the dates.
 */
export const surveyPeriods = pgTable(
  'survey_periods',
  {
    id: serial('id').primaryKey(),
    ...organizationScoped(),
    surveyVersionId: integer('survey_version_id')
      .notNull()
      .references(() => surveyVersions.id, { onDelete: 'restrict' }),
    parentPeriodId: integer('parent_period_id').references((): AnyPgColumn => surveyPeriods.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** How finely released results are cut by roster (common ResultsDetail); fixed once released. */
    resultsDetail: text('results_detail', { enum: resultsDetails }).notNull().default('classes'),
    anonymous: boolean('anonymous').notNull().default(true),
    languages: jsonb('languages').$type<string[]>().notNull(),
    audience: jsonb('audience').$type<PeriodAudience>().notNull(),
    expectedCount: integer('expected_count').notNull().default(0),
    /** Left out of benchmarks (a trial run, a period with a known problem); set in the period's properties. */
    excludeFromBenchmarks: boolean('exclude_from_benchmarks').notNull().default(false),
    createdBy: createdByIdentity(),
    createdAt: createdAt(),
  },
  (table) => [
    organizationIndex('survey_periods', table),
    index('survey_periods_parent_idx').on(table.parentPeriodId),
  ],
);

export const pollKinds = ['identified', 'public_link', 'class_link', 'invitation_link'] as const;
export type PollKind = (typeof pollKinds)[number];

/**
 * A respondent's way into a period: one per identified respondent, one public link, or one class
 * link per class (students enter with single-use access codes), or an invitation campaign's link
 * (each recipient's personal link stands for one access code of it).
 */
export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    periodId: ownedBy('period_id', () => surveyPeriods.id),
    kind: text('kind', { enum: pollKinds }).notNull(),
    identityId: integer('identity_id').references(() => identities.id, { onDelete: 'cascade' }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    /** The secret in /teacher/poll/{poll_url} and class links; null for identified polls. */
    urlToken: text('url_token').unique(),
    createdAt: createdAt(),
  },
  (table) => [
    index('polls_period_idx').on(table.periodId),
    uniqueIndex('polls_period_identity_idx')
      .on(table.periodId, table.identityId)
      .where(sql`${table.identityId} is not null`),
    index('polls_identity_idx').on(table.identityId),
  ],
);

/**
 * Single-use codes for a class link; only a hash is kept. A code made for a group (the code generator's
 * group slips) puts its response in that group too, so results filter by class and by group.
 */
export const accessCodes = pgTable(
  'access_codes',
  {
    id: serial('id').primaryKey(),
    pollId: ownedBy('poll_id', () => polls.id),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('access_codes_poll_idx').on(table.pollId)],
);

export const responseStatuses = ['in_progress', 'finished'] as const;

/**
 * One respondent's answers. The id is made by the browser, so a retried submission finds its row.
 * Where the respondent stood (class, grade, groups) is copied in at the start for results filters.
 * In an anonymous period identityId stays null; response_receipts records who finished.
 */
export const responses = pgTable(
  'responses',
  {
    id: uuid('id').primaryKey(),
    periodId: ownedBy('period_id', () => surveyPeriods.id),
    /** Null once an anonymous response through a personal (identified) poll is finished. */
    pollId: integer('poll_id').references(() => polls.id, { onDelete: 'cascade' }),
    identityId: integer('identity_id').references(() => identities.id, { onDelete: 'set null' }),
    /**
     * A keyed hash of who is answering (identity, access code or browser), to resume and to stop a
     * second response; cleared when an anonymous response is finished, so it links to nobody.
     */
    respondentKey: text('respondent_key'),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    grade: integer('grade'),
    groupIds: jsonb('group_ids').$type<number[]>().notNull().default([]),
    language: text('language').notNull(),
    status: text('status', { enum: responseStatuses }).notNull().default('in_progress'),
    answers: jsonb('answers').$type<Answers>().notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Folded into result_cells (see resultCells.ts). */
    counted: boolean('counted').notNull().default(false),
  },
  (table) => [
    index('responses_period_status_idx').on(table.periodId, table.status),
    index('responses_uncounted_idx')
      .on(table.periodId)
      .where(sql`${table.status} = 'finished' and not ${table.counted}`),
    // /metrics: responses finished per day over a span of days.
    index('responses_finished_at_idx').on(table.finishedAt).where(sql`${table.status} = 'finished'`),
    uniqueIndex('responses_period_identity_idx')
      .on(table.periodId, table.identityId)
      .where(sql`${table.identityId} is not null`),
    uniqueIndex('responses_period_respondent_idx')
      .on(table.periodId, table.respondentKey)
      .where(sql`${table.respondentKey} is not null`),
  ],
);

/**
 * That an identity finished a period, kept apart from the answers. The time is the day only, so it
 * cannot be matched to an anonymous response's finishing time.
 */
export const responseReceipts = pgTable(
  'response_receipts',
  {
    periodId: ownedBy('period_id', () => surveyPeriods.id),
    identityId: ownedBy('identity_id', () => identities.id),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.periodId, table.identityId] })],
);
