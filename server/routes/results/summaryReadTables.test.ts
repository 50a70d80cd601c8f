import { describe, expect, it } from 'vitest';
import { benchmarks } from '../../db/schema/results';
import { schoolYearOf } from '../../services/benchmarks/benchmarkQueries';
import { queryRows } from '../../services/resultCells/queryRows';
import { buildParentPeriodWorld } from './resultsParentWorld';
import { useResultsWorld } from './resultsTestWorld';

/**
 * A kept summary is answered again while results_read_version is unchanged (summaryCache.ts), so
 * every table a summary is made of must move that version: a table read here without a trigger
 * would let a kept answer outlive a change to it. This reads summaries afresh, records every
 * statement the database runs, and holds the tables they read to those the versions watch.
 */

/** Read on every answer, kept or not: the token's standing (a teacher's results access is watched on its own). */
const readEachTime = ['identities', 'users', 'sessions', 'revoked_tokens'];
/** Versioned otherwise: the cells and their versions, the responses not folded yet, and the read's event (written). */
const versionedOtherwise = [
  'result_cells',
  'result_cell_versions',
  'results_context_version',
  'responses',
  'events',
];

describe('what a kept summary is made of', () => {
  const setup = useResultsWorld();

  async function tablesReadBy(read: () => Promise<unknown>): Promise<Set<string>> {
    const client = (setup.world.db as unknown as { $client: unknown }).$client as {
      query: (text: string | { text: string }, ...rest: unknown[]) => Promise<unknown>;
    };
    const texts: string[] = [];
    const query = client.query;
    client.query = (text, ...rest) => {
      // PGlite takes the text; node-postgres (PostgreSQL) also a config object.
      texts.push(typeof text === 'string' ? text : text.text);
      return query.call(client, text, ...rest);
    };
    try {
      await read();
    } finally {
      client.query = query;
    }
    const named = new Set(
      texts.flatMap((text) =>
        [...text.matchAll(/\b(?:from|join|into|update)\s+(?:only\s+)?"?([a-z_]+)"?/gi)].map((match) =>
          match[1].toLowerCase(),
        ),
      ),
    );
    const tables = queryRows<{ name: string }>(
      await setup.world.db.execute(`select tablename as name from pg_tables where schemaname = 'public'`),
    ).map((row) => row.name);
    return new Set(tables.filter((table) => named.has(table)));
  }

  async function watchedTables(): Promise<string[]> {
    const rows = queryRows<{ name: string }>(
      await setup.world.db.execute(`select distinct c.relname as name from pg_trigger t
        join pg_class c on c.oid = t.tgrelid where t.tgname like '%\\_results\\_context'`),
    );
    return rows.map((row) => row.name);
  }

  it('reads no table the versions do not watch, for a period with a benchmark and for a parent period', async () => {
    const { world } = setup;
    const [benchmark] = await world.db
      .insert(benchmarks)
      .values({
        surveyVersionId: world.version.id,
        schoolYear: schoolYearOf(world.period.startsAt),
        scope: 'overall',
        name: { en: 'All schools' },
        schoolCount: 5,
        respondentCount: 400,
        values: { safe: { score: 70, favourable: 0.6, n: 400 } },
      })
      .returning();
    const parentWorld = await buildParentPeriodWorld(setup.ctx);
    const read = async (token: string, body: object) => {
      const response = await world.post('/api/results/v2/summary', body, token);
      expect(response.statusCode).toBe(200);
    };
    const tables = await tablesReadBy(async () => {
      await read(world.owner.token, {
        period_identifiers: { type: 'period', id: world.period.id },
        benchmarkId: benchmark.id,
      });
      await read(parentWorld.organizationAdmin.token, {
        period_identifiers: { type: 'parent_period', id: parentWorld.parent.id },
      });
    });
    const watched = await watchedTables();
    expect(watched).toEqual(
      expect.arrayContaining(['survey_periods', 'organizations', 'survey_versions', 'benchmarks']),
    );
    expect(tables.has('survey_periods') && tables.has('result_cells')).toBe(true);
    const unwatched = [...tables].filter(
      (table) =>
        !watched.includes(table) && !readEachTime.includes(table) && !versionedOtherwise.includes(table),
    );
    expect(unwatched).toEqual([]);
  });
});
