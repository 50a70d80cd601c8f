import type { Db } from '../../server/db/client';
import { foldPendingResponses, rebuildPeriodCells } from '../../server/services/resultCells/foldCells';
import { timed } from './measure';

/** Folds every finished, not yet counted response into result_cells as the cell folder does; answers how many. */
export async function foldEverything(db: Db, batchSize = 5000): Promise<number> {
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
