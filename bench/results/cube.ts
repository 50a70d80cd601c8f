import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import {
  foldBatchSize,
  foldPendingResponses,
  rebuildPeriodCells,
} from '../../server/services/resultCells/foldCells';
import { timed } from './measure';

/** Folds every finished, not yet counted response into result_cells as the cell folder does; answers how many. */
export async function foldEverything(db: Db, batchSize = foldBatchSize): Promise<number> {
  let total = 0;
  for (
    let folded = await foldPendingResponses(db, { batchSize });
    folded > 0;
    folded = await foldPendingResponses(db, { batchSize })
  ) {
    total += folded;
  }
  return total;
}

/** Fills the cells of periods whose responses were inserted as counted, a few periods per statement. */
export async function fillCells(db: Db, periodIds: number[], periodsPerStatement = 25) {
  return timed(async () => {
    for (let from = 0; from < periodIds.length; from += periodsPerStatement) {
      await rebuildPeriodCells(db, periodIds.slice(from, from + periodsPerStatement));
    }
  });
}

/**
 * The fold's floor: the least PostgreSQL work any fold of these responses does, reading their
 * answers and expanding each once (one `jsonb_each` per response, nothing grouped or written).
 * Best of three; answers responses per second.
 */
export async function measureFoldFloor(db: Db, periodId: number): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  let responses = 0;
  for (let run = 0; run < 3; run++) {
    const { result, ms } = await timed(() =>
      db.execute(sql`
        select (select count(*) from responses where period_id = ${periodId} and status = 'finished')::int as n,
          (select count(*) from responses r, jsonb_each(r.answers) a
            where r.period_id = ${periodId} and r.status = 'finished')::int as entries`),
    );
    responses = (result as unknown as { rows: { n: number }[] }).rows[0].n;
    best = Math.min(best, ms);
  }
  return responses / (best / 1000);
}

/**
 * What this fold (counting in Node) cannot do without: every answer read once from PostgreSQL into
 * Node (written out by PostgreSQL, parsed by Node), nothing counted, marked or written. More work
 * than the SQL floor above, which sends nothing. Read by ranges of pages (a TID range scan, as
 * cheap as a sequential one), so Node never holds more than about a fold's chunk. Best of three;
 * answers responses per second.
 */
export async function measureNodeReadFloor(db: Db, periodId: number): Promise<number> {
  // Only the pages that hold the period's rows: at a country's size the table is 20 GB of others.
  const [span] = (
    (await db.execute(
      sql`select min((ctid::text::point)[0])::int as first, max((ctid::text::point)[0])::int as last
          from responses where period_id = ${periodId}`,
    )) as unknown as { rows: { first: number; last: number }[] }
  ).rows;
  const pagesPerRead = 500;
  let best = Number.POSITIVE_INFINITY;
  let responses = 0;
  for (let run = 0; run < 3; run++) {
    const { result, ms } = await timed(async () => {
      let read = 0;
      for (let page = span.first; page <= span.last; page += pagesPerRead) {
        const { rows } = (await db.execute(sql`
          select id, period_id, class_id, grade, answers from responses
          where ctid >= ${`(${page},0)`}::tid and ctid < ${`(${page + pagesPerRead},0)`}::tid
            and period_id = ${periodId} and status = 'finished'`)) as unknown as { rows: unknown[] };
        read += rows.length;
      }
      return read;
    });
    responses = result;
    best = Math.min(best, ms);
  }
  return responses / (best / 1000);
}
