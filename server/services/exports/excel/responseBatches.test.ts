import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActiveFilters } from '../../../../common/results/types';
import { responses } from '../../../db/schema';
import { buildSchoolWithResults } from '../../../routes/resultExports/exportTestKit';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { type ResultsScope, resolveResultsScope } from '../../results/resultsScope';
import { type ResponseRow, responseBatches } from './responseBatches';

async function readAll(batches: AsyncGenerator<ResponseRow[]>) {
  const sizes: number[] = [];
  const rows: ResponseRow[] = [];
  for await (const batch of batches) {
    sizes.push(batch.length);
    rows.push(...batch);
  }
  return { sizes, reasons: rows.map((row) => String(row.answers.why_unsafe)) };
}

describe('responseBatches: the Responses sheet rows, shuffled and read by primary key', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof buildSchoolWithResults>>;
  let scope: ResultsScope;
  const every = (filters: ActiveFilters = {}, batchSize = 5) =>
    readAll(responseBatches(t.deps.database.db, scope, filters, batchSize));

  beforeAll(async () => {
    t = await createTestApp();
    world = await buildSchoolWithResults(t.deps.database.db, { large: 9, small: 3 });
    scope = await resolveResultsScope(
      t.deps.database.db,
      { kind: 'share', periodId: world.period.id },
      { type: 'period', id: world.period.id },
    );
  });
  afterAll(() => t.close());

  it('gives every finished response of the selection once, in batches of the asked size', async () => {
    const { sizes, reasons } = await every();
    expect(sizes).toEqual([5, 5, 2]);
    expect(new Set(reasons).size).toBe(12);
    const classOnly = await every({ class: [world.classB.id] });
    expect(classOnly.reasons).toHaveLength(3);
  });

  it('shuffles anew for each export', async () => {
    const orders = new Set<string>();
    for (let run = 0; run < 3; run++) orders.add((await every()).reasons.join('|'));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('leaves out responses that left the selection before their batch was read', async () => {
    const db = t.deps.database.db;
    const batches = responseBatches(db, scope, {}, 5);
    const first = await batches.next();
    expect(first.value).toHaveLength(5);
    await db
      .update(responses)
      .set({ status: 'in_progress', finishedAt: null })
      .where(eq(responses.periodId, world.period.id));
    // The second batch was read ahead with the first; the last one finds nobody left.
    const rest = await readAll(batches);
    expect(rest.sizes).toEqual([5]);
  });
});
