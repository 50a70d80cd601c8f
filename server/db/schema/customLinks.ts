import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdByIdentity } from './accounts';
import { createdAt } from './columns';
import { platformOrOrganization } from './organizations';
import { resultShareLinks } from './results';
import { polls } from './surveys';

export const customLinkTargets = ['poll', 'organization', 'results_share'] as const;
export type CustomLinkTarget = (typeof customLinkTargets)[number];

/**
 * A short readable address (/aptauja-2026) the server answers with a redirect to a poll's public link,
 * an organisation page or a results share link, within its validity window. Exactly one target column
 * is set; a share link keeps its address because only the share token's hash is stored elsewhere.
 */
export const customLinks = pgTable(
  'custom_links',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    target: text('target', { enum: customLinkTargets }).notNull(),
    pollId: integer('poll_id').references(() => polls.id, { onDelete: 'cascade' }),
    ...platformOrOrganization(),
    resultShareLinkId: integer('result_share_link_id').references(() => resultShareLinks.id, {
      onDelete: 'cascade',
    }),
    sharePath: text('share_path'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    visits: integer('visits').notNull().default(0),
    createdBy: createdByIdentity(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'custom_links_one_target_check',
      sql`num_nonnulls(${table.pollId}, ${table.organizationId}, ${table.resultShareLinkId}) = 1`,
    ),
    check(
      'custom_links_window_check',
      sql`${table.validFrom} is null or ${table.validUntil} is null or ${table.validFrom} < ${table.validUntil}`,
    ),
  ],
);
