import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imports } from '../../db/schema';

const day = 24 * 60 * 60 * 1000;
/** A committed import keeps its uploaded file this long, then only the record and its report. */
export const committedFileDays = 30;
/** An import never committed (uploaded, previewed, failed) is dropped after this long untouched. */
export const abandonedImportDays = 7;

/**
 * Daily: drops the uploaded bytes and the rows read from them out of committed imports older than
 * 30 days (the record and its report stay: counts, errors, skipped rows, preview), and deletes imports left
 * uncommitted for 7 days. Returns how many of each.
 */
export async function pruneImports(db: Db, now = new Date()): Promise<{ emptied: number; deleted: number }> {
  const emptied = await db
    .update(imports)
    .set({ fileBytes: Buffer.alloc(0), rows: [] })
    .where(
      and(
        eq(imports.status, 'committed'),
        lt(
          sql`coalesce(${imports.committedAt}, ${imports.updatedAt})`,
          new Date(now.getTime() - committedFileDays * day),
        ),
        ne(sql`octet_length(${imports.fileBytes})`, 0),
      ),
    )
    .returning({ id: imports.id });
  const deleted = await db
    .delete(imports)
    .where(
      and(
        inArray(imports.status, ['uploaded', 'previewed', 'failed']),
        lt(imports.updatedAt, new Date(now.getTime() - abandonedImportDays * day)),
      ),
    )
    .returning({ id: imports.id });
  return { emptied: emptied.length, deleted: deleted.length };
}
