import type { Db } from '../../server/db/client';

type Folder = (db: Db, options: { batchSize: number }) => Promise<number>;

// Looked up at run time: the results cube (server/services/resultCells) may not exist yet.
const folderPath = '../../server/services/resultCells/foldCells';

/** The cube's folder, or null when this checkout has none (the readers then count live). */
async function loadFolder(): Promise<Folder | null> {
  try {
    const module = (await import(folderPath)) as { foldPendingResponses?: Folder };
    return module.foldPendingResponses ?? null;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return null;
    throw error;
  }
}

/** Folds every finished, not yet counted response into result_cells; answers how many, or null without a cube. */
export async function foldEverything(db: Db, batchSize = 10_000): Promise<number | null> {
  const fold = await loadFolder();
  if (!fold) return null;
  let total = 0;
  for (let folded = await fold(db, { batchSize }); folded > 0; folded = await fold(db, { batchSize })) {
    total += folded;
  }
  return total;
}
