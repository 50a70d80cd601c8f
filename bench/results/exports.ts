import { randomUUID } from 'node:crypto';
import type { Database } from '../../server/db/client';
import type { identities } from '../../server/db/schema';
import { runExport } from '../../server/services/exports/exportJob';
import { createExport, type ExportKind, loadExport } from '../../server/services/exports/exportRecords';
import { claimsFor } from '../../server/test/factories';
import { withMemory } from './measure';

/**
 * One PDF or Excel export of a period made by the export job function (as the result-export job
 * would), with the process RSS sampled while it runs.
 */
export async function measureExport(
  database: Database,
  identity: typeof identities.$inferSelect,
  periodId: number,
  kind: ExportKind,
) {
  const claims = { ...claimsFor(identity), tokenId: randomUUID(), expiresAt: Date.now() / 1000 + 3600 };
  const record = await createExport(
    database.db,
    identity.id,
    kind,
    { request: { period_identifiers: { type: 'period', id: periodId } }, compare_identifiers: null },
    'lv',
  );
  const { seconds, growthMb, rssMb } = await withMemory(() =>
    runExport(database, { exportId: record.id, claims }),
  );
  const done = await loadExport(database.db, record.id);
  if (done?.status !== 'done') throw new Error(`${kind} export ended ${done?.status}: ${done?.error}`);
  return { seconds, growthMb, rssMb, bytes: done.file?.length ?? 0 };
}
