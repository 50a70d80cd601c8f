import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A column of a bulk insert: its name, its PostgreSQL type and one value per row. */
export type BulkColumn = { name: string; type: 'text' | 'int'; values: unknown[] };

/**
 * Many rows in one statement with one array parameter per column (`insert … select * from unnest`):
 * a handful of parameters however many rows, and little for the garbage collector to clear.
 */
export async function bulkInsert<T = Record<string, unknown>>(
  tx: Db,
  table: string,
  columns: BulkColumn[],
  tail = '',
): Promise<T[]> {
  if (columns.length === 0 || columns[0].values.length === 0) return [];
  const names = sql.raw(columns.map((column) => `"${column.name}"`).join(', '));
  const arrays = sql.join(
    columns.map((column) => sql`${sql.param(column.values)}::${sql.raw(column.type)}[]`),
    sql`, `,
  );
  const result = await tx.execute(
    sql`insert into ${sql.identifier(table)} (${names}) select * from unnest(${arrays}) ${sql.raw(tail)}`,
  );
  return (result as unknown as { rows: T[] }).rows;
}
