import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { responses } from '../../db/schema';
import { buildSchool } from '../../test/factories';
import { buildResultsPeriod } from '../../test/resultsFactories';
import { climateSurvey } from '../../test/resultsTestWorld';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { useTestDatabase } from '../../test/useTestDatabase';
import { foldBatchSize, foldPendingResponses, pickByIndex, pickPendingSql } from './foldCells';
import { queryRows } from './queryRows';

/**
 * The pick's plan where the planner prices reading the table low against the index, as stale
 * statistics (many rows waiting) make it do on a big table: a cost that tips it, set for the test,
 * with sequential scans on as PostgreSQL has them (PGlite starts with them off).
 */
const planOf = async (db: Db, hinted: boolean) => {
  await db.execute(
    sql`select set_config('random_page_cost', '1000', true), set_config('enable_seqscan', 'on', true)`,
  );
  if (hinted) await db.execute(pickByIndex);
  return queryRows<Record<string, string>>(await db.execute(sql`explain ${pickPendingSql(foldBatchSize)}`))
    .map((row) => Object.values(row)[0])
    .join('\n');
};

describe('picking the responses that wait for the fold', () => {
  let db: Db;
  useTestDatabase((database) => {
    db = database.db;
  });

  it('goes through the waiting rows index even when statistics say most rows wait', async () => {
    const { school } = await buildSchool(db);
    const { version } = await buildPublishedSurvey(db, school.id, { content: climateSurvey() });
    const period = () => buildResultsPeriod(db, { organizationId: school.id, surveyVersionId: version.id });
    const periods = [(await period()).id, (await period()).id];
    await db.execute(sql`
      insert into ${responses} (id, period_id, language, status, answers, finished_at)
      select gen_random_uuid(), case when n % 2 = 0 then ${periods[0]}::int else ${periods[1]}::int end, 'en', 'finished', jsonb_build_object('safe', 4, 'note', repeat('x', 500)), now()
        from generate_series(1, 20000) n`);
    await db.execute(sql`analyze responses`);
    // Then the backlog is folded but for a few, as the fold leaves it; the statistics still say 20,000 wait.
    await db.execute(sql`update ${responses} set counted = true where id not in
      (select id from ${responses} where period_id = ${periods[0]}::int limit 3)`);

    const plain = await db.transaction(async (tx) => planOf(tx as unknown as Db, false));
    expect(plain, 'without the hint the table is read').toMatch(/Seq Scan on responses/);
    const hinted = await db.transaction(async (tx) => planOf(tx as unknown as Db, true));
    expect(hinted).toMatch(/responses_uncounted_idx/);
    expect(hinted).not.toMatch(/Seq Scan|Bitmap|Sort/);

    expect(await foldPendingResponses(db)).toBe(3);
    const [{ waiting }] = queryRows<{ waiting: number }>(
      await db.execute(sql`select count(*)::int as waiting from ${responses} where not counted`),
    );
    expect(waiting).toBe(0);
  });
});
