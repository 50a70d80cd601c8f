import { type Column, getTableName, sql } from 'drizzle-orm';

/**
 * A column of the outer query inside a correlated subquery, named with its table. Drizzle writes a
 * lone "id" when the outer select has no join, which the subquery would read as its own table's id.
 */
export const outer = (column: Column) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
