import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { languages } from './translations';

/**
 * The terms editor's next version, one text per language, until a super-admin publishes it as the next
 * `terms` version (which asks everyone to accept again). Published versions are never edited.
 */
export const termsDrafts = pgTable('terms_drafts', {
  language: text('language')
    .primaryKey()
    .references(() => languages.code, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
