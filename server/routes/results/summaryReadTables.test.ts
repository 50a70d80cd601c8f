import { describe, expect, it } from 'vitest';
import { benchmarkDefinitions, benchmarks } from '../../db/schema';
import { schoolYearOf } from '../../services/benchmarks/benchmarkQueries';
import { queryRows } from '../../services/resultCells/queryRows';
import { buildParentPeriodWorld } from '../../test/resultsParentWorld';
import { buildResultsWorld } from '../../test/resultsTestWorld';
import { statementsOf } from '../../test/statementLog';
import { useWorld } from '../../test/useWorld';

/**
 * A kept summary is answered again while results_read_version is unchanged (summaryCache.ts), so
 * every table a summary is made of must move that version: a table read here without a trigger
 * would let a kept answer outlive a change to it. This reads summaries afresh, records every
 * statement the database runs, and holds the tables they name to those the versions watch.
 * (Statements inside a transaction are not recorded: only a live count, never kept, runs one.)
 */

/**
 * Read on every answer, kept or not: the token's standing (a teacher's results access is watched on
 * its own) and a share link, looked up before anything is answered.
 */
const readEachTime = ['identities', 'users', 'sessions', 'revoked_tokens', 'result_share_links'];
/**
 * Versioned otherwise: the cells and their versions, and the read's event (written). A release and the
 * filters it takes its dimensions from: a summary is kept only once released, and what a whole read
 * shows of a release (its thresholds) never changes; dimensions only decide filtered reads, never kept.
 */
const versionedOtherwise = [
  'result_cells',
  'result_cell_versions',
  'results_context_version',
  'events',
  'result_releases',
  'result_filters',
];

describe('what a kept summary is made of', () => {
  const setup = useWorld(buildResultsWorld);

  async function tablesNamedBy(read: () => Promise<unknown>): Promise<Set<string>> {
    const texts = await statementsOf(setup.world.db, read);
    const tables = queryRows<{ name: string }>(
      await setup.world.db.execute(`select tablename as name from pg_tables where schemaname = 'public'`),
    ).map((row) => row.name);
    // Every word that names a table, wherever it stands (a join list, a subquery, an alias): stricter than needed.
    const words = new Set(texts.flatMap((text) => text.toLowerCase().match(/[a-z_]+/g) ?? []));
    return new Set(tables.filter((table) => words.has(table)));
  }

  async function watchedTables(): Promise<string[]> {
    const rows = queryRows<{ name: string }>(
      await setup.world.db.execute(`select distinct c.relname as name from pg_trigger t
        join pg_class c on c.oid = t.tgrelid where t.tgname like '%\\_results\\_context'`),
    );
    return rows.map((row) => row.name);
  }

  it('names no table the versions do not watch: benchmarks chosen, a parent period and its heat map, a share link', async () => {
    const { world } = setup;
    const schoolYear = schoolYearOf(world.period.startsAt);
    const benchmark = (scope: 'overall' | 'defined') =>
      world.db
        .insert(benchmarks)
        .values({
          surveyVersionId: world.version.id,
          schoolYear,
          scope,
          name: { en: `${scope} benchmark` },
          schoolCount: 5,
          respondentCount: 400,
          // Computed with its counts (a benchmark read as other schools only needs them).
          counts: { respondents: 400, values: {}, answered: {} },
          values: { safe: { score: 70, favourable: 0.6, n: 400 } },
        })
        .returning();
    const [overall] = await benchmark('overall');
    const [defined] = await benchmark('defined');
    await world.db.insert(benchmarkDefinitions).values({
      benchmarkId: defined.id,
      surveyVersionIds: [world.version.id],
      schoolYears: [schoolYear],
      rule: { parentIds: [] },
      status: 'published',
      forEveryone: true,
      offeredToFreemium: true,
    });
    const parentWorld = await buildParentPeriodWorld(setup.ctx);
    const period = { type: 'period', id: world.period.id };
    const made = await world.post('/api/results/v2/share', { period_id: world.period.id }, world.owner.token);
    const shareToken = made.json().data.url.split('/').pop();
    const read = async (url: string, body: object, token?: string) => {
      const response = await world.post(url, body, token);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      return response.json().data;
    };

    const tables = await tablesNamedBy(async () => {
      const summary = '/api/results/v2/summary';
      const withOverall = await read(
        summary,
        { period_identifiers: period, benchmarkId: overall.id },
        world.owner.token,
      );
      expect(withOverall.benchmarks.selected).toBe(overall.id);
      const withDefined = await read(
        summary,
        { period_identifiers: period, benchmarkId: defined.id },
        world.owner.token,
      );
      expect(withDefined.benchmarks.selected).toBe(defined.id);
      await read(
        summary,
        { period_identifiers: { type: 'parent_period', id: parentWorld.parent.id } },
        parentWorld.organizationAdmin.token,
      );
      await read(
        '/api/results/v2/heatmap',
        { period_identifiers: { type: 'parent_period', id: parentWorld.parent.id } },
        parentWorld.organizationAdmin.token,
      );
      await read(`/api/results/shared/${shareToken}/summary`, { period_identifiers: period });
    });
    const watched = await watchedTables();
    expect(watched).toEqual(
      expect.arrayContaining([
        'survey_periods',
        'organizations',
        'survey_versions',
        'benchmarks',
        'responses',
      ]),
    );
    expect(
      ['survey_periods', 'result_cells', 'benchmark_item_overrides'].every((table) => tables.has(table)),
    ).toBe(true);
    const unwatched = [...tables].filter(
      (table) =>
        !watched.includes(table) && !readEachTime.includes(table) && !versionedOtherwise.includes(table),
    );
    expect(unwatched).toEqual([]);
  });
});
