import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Spec §3 "seen onboarding items": what a person has seen and dismissed (a role's first-visit
 * guide), so it never comes back on any device.
 */
export const seenItems = pgTable(
  'seen_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item: text('item').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.item] })],
);
