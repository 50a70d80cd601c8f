import { describe, expect, it } from 'vitest';
import { buildResultsWorld } from '../../test/resultsTestWorld';
import { statementsOf } from '../../test/statementLog';
import { useWorld } from '../../test/useWorld';

/**
 * The filter list judges every value of every filter against the period's release (disclosure):
 * the release's cells are read once per level for the whole list, not once per value (issue 38: the
 * filter bar arrived seconds after the scores).
 */
describe('the filter list of a results page', () => {
  const setup = useWorld(buildResultsWorld);

  it("reads the release's cells once per level, however many values it judges", async () => {
    const { world } = setup;
    let list: { values: unknown[] }[] = [];
    const statements = await statementsOf(world.db, async () => {
      const response = await world.post(
        '/api/results/v2/filters',
        { period_identifiers: { type: 'period', id: world.period.id } },
        world.owner.token,
      );
      expect(response.statusCode).toBe(200);
      list = response.json().data;
    });
    const judged = list.reduce((sum, filter) => sum + filter.values.length, 0);
    // Three classes, two grades, a group and a teacher: values at two levels (leaves and cells).
    expect(judged).toBeGreaterThanOrEqual(7);
    const versionReads = statements.filter((text) => text.includes('results_read_version'));
    expect(versionReads.length).toBeLessThanOrEqual(2);
  });
});
