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
import { createdAt, ownedBy } from './columns';
import { organizationScoped } from './organizations';
import { benchmarks } from './results';
import { surveyPeriods } from './surveys';

/** A tag super-admins give organisations (spec §2 /admin/organization-tags/{id}), e.g. "Pilot 2026". */
export const organizationTags = pgTable('organization_tags', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  createdAt: createdAt(),
});

export const organizationTagLinks = pgTable(
  'organization_tag_links',
  {
    ...organizationScoped(),
    tagId: ownedBy('tag_id', () => organizationTags.id),
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
  createdAt: createdAt(),
});

/** One allowed value of a property (spec §2 /admin/organization-property-values/{id}). */
export const organizationPropertyValues = pgTable(
  'organization_property_values',
  {
    id: serial('id').primaryKey(),
    propertyId: ownedBy('property_id', () => organizationProperties.id),
    name: jsonb('name').$type<Localized>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('organization_property_values_property_idx').on(table.propertyId)],
);

/** An organisation's value of a property: at most one per property. */
export const organizationPropertyAssignments = pgTable(
  'organization_property_assignments',
  {
    ...organizationScoped(),
    propertyId: ownedBy('property_id', () => organizationProperties.id),
    valueId: ownedBy('value_id', () => organizationPropertyValues.id),
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
    valueId: ownedBy('value_id', () => organizationPropertyValues.id),
    userId: ownedBy('user_id', () => users.id),
    createdAt: createdAt(),
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
    periodId: ownedBy('period_id', () => surveyPeriods.id),
    propertyId: ownedBy('property_id', () => organizationProperties.id),
    valueId: ownedBy('value_id', () => organizationPropertyValues.id),
  },
  (table) => [
    primaryKey({ columns: [table.periodId, table.propertyId] }),
    index('period_property_values_value_idx').on(table.valueId),
  ],
);

export const periodTags = pgTable(
  'period_tags',
  {
    periodId: ownedBy('period_id', () => surveyPeriods.id),
    tagId: ownedBy('tag_id', () => organizationTags.id),
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
    ...organizationScoped(),
    name: text('name').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    createdAt: createdAt(),
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
    benchmarkId: ownedBy('benchmark_id', () => benchmarks.id),
    tagId: ownedBy('tag_id', () => organizationTags.id),
  },
  (table) => [primaryKey({ columns: [table.benchmarkId, table.tagId] })],
);
