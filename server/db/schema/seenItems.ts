import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ownedBy } from './columns';

/**
 * Spec §3 "seen onboarding items": what a person has seen and dismissed (a role's first-visit
 * guide), so it never comes back on any device.
 */
export const seenItems = pgTable(
  'seen_items',
  {
    userId: ownedBy('user_id', () => users.id),
    item: text('item').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.item] })],
);
