import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Localized } from '../../../common/survey/content';
import { users } from './accounts';
import { organizations } from './organizations';
import { benchmarks } from './results';
import { surveyPeriods } from './surveys';

/** A tag super-admins give organisations (spec §2 /admin/organization-tags/{id}), e.g. "Pilot 2026". */
export const organizationTags = pgTable('organization_tags', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const organizationTagLinks = pgTable(
  'organization_tag_links',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => organizationTags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.tagId] }),
    index('organization_tag_links_tag_idx').on(table.tagId),
  ],
);

/** A property organisations have one value of (type of school, region…), with its allowed values. */
export const organizationProperties = pgTable('organization_properties', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One allowed value of a property (spec §2 /admin/organization-property-values/{id}). */
export const organizationPropertyValues = pgTable(
  'organization_property_values',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => organizationProperties.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Localized>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('organization_property_values_property_idx').on(table.propertyId)],
);

/** An organisation's value of a property: at most one per property. */
export const organizationPropertyAssignments = pgTable(
  'organization_property_assignments',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => organizationProperties.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => organizationPropertyValues.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.propertyId] }),
    index('organization_property_assignments_value_idx').on(table.valueId),
  ],
);

/**
 * A person who reads the results of every organisation holding a value (a regional education
 * officer for all schools of one region), at organisation level and read only.
 */
export const organizationPropertyValueUsers = pgTable(
  'organization_property_value_users',
  {
    valueId: integer('value_id')
      .notNull()
      .references(() => organizationPropertyValues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.valueId, table.userId] }),
    index('organization_property_value_users_user_idx').on(table.userId),
  ],
);

/**
 * When a period's organisation properties and tags were copied onto it (on running it, or again
 * from /admin/properties-generation/{period}); benchmarks read the copy, not today's values.
 */
export const periodPropertyGenerations = pgTable('period_property_generations', {
  periodId: integer('period_id')
    .primaryKey()
    .references(() => surveyPeriods.id, { onDelete: 'cascade' }),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  generatedBy: integer('generated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const periodPropertyValues = pgTable(
  'period_property_values',
  {
    periodId: integer('period_id')
      .notNull()
      .references(() => surveyPeriods.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => organizationProperties.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => organizationPropertyValues.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.periodId, table.propertyId] }),
    index('period_property_values_value_idx').on(table.valueId),
  ],
);

export const periodTags = pgTable(
  'period_tags',
  {
    periodId: integer('period_id')
      .notNull()
      .references(() => surveyPeriods.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => organizationTags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.periodId, table.tagId] }),
    index('period_tags_tag_idx').on(table.tagId),
  ],
);

/** A school (fiscal) year of an organisation (spec §2 /admin/fiscal-years/{org_id}): never overlapping. */
export const fiscalYears = pgTable(
  'fiscal_years',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fiscal_years_organization_idx').on(table.organizationId, table.startsOn),
    check('fiscal_years_dates_check', sql`${table.startsOn} < ${table.endsOn}`),
  ],
);

/** Benchmark access by tag (spec §2 /admin/benchmark/{id}/access): every organisation with the tag may use it. */
export const benchmarkTagAccess = pgTable(
  'benchmark_tag_access',
  {
    benchmarkId: integer('benchmark_id')
      .notNull()
      .references(() => benchmarks.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => organizationTags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.benchmarkId, table.tagId] })],
);
