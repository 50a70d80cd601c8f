import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

/** The column shapes many tables share; each call makes new columns, as a table needs its own. */

/** When the row was made. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row was made and last changed. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const ownedBy = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
