import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, ownedBy } from './columns';

export const organizationTypes = ['school', 'organization', 'solo'] as const;
export type OrganizationType = (typeof organizationTypes)[number];

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => organizations.id, { onDelete: 'restrict' }),
    type: text('type', { enum: organizationTypes }).notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    city: text('city'),
    country: text('country').notNull().default('LV'),
    languages: jsonb('languages').$type<string[]>().notNull().default(sql`'["lv","en","ru"]'::jsonb`),
    defaultLanguage: text('default_language').notNull().default('lv'),
    /** Results anonymity: the smallest group shown for scores and for free text (never below 3). */
    resultsMinGroup: integer('results_min_group').notNull().default(5),
    resultsMinTextGroup: integer('results_min_text_group').notNull().default(10),
    /** A school's grant (docs/ROLES.md): its organisation's admins may change its roster. Set by the school. */
    organizationManagesRoster: boolean('organization_manages_roster').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('organizations_parent_idx').on(table.parentId),
    check('organizations_results_min_group_check', sql`${table.resultsMinGroup} >= 3`),
    check('organizations_results_min_text_group_check', sql`${table.resultsMinTextGroup} >= 3`),
  ],
);

/** An organisation's own row, gone with the organisation. */
export const organizationScoped = () => ({
  organizationId: ownedBy('organization_id', () => organizations.id),
});

/** A row of the platform (organisation null) or of one organisation, gone with that organisation. */
export const platformOrOrganization = () => ({
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
});

/** The index that finds an organisation's rows of `tableName`. */
export const organizationIndex = (tableName: string, table: { organizationId: AnyPgColumn }) =>
  index(`${tableName}_org_idx`).on(table.organizationId);
