import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('organizations_parent_idx').on(table.parentId)],
);
