import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { resultsEventPeriodRef, resultsEventsWhere } from '../metrics/resultsEvents';
import { namedResultsPeriod } from './usageEventScope';

/**
 * The events route checks the period a results usage event names (namedResultsPeriod) in JS; the
 * metrics count the event for the period they find in SQL (resultsEventsWhere, resultsEventPeriodRef).
 * An event the two read differently would be counted for a period nobody checked, so they must agree.
 */
describe('namedResultsPeriod reads events as the metrics do', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const kinds: [string, string][] = [
    ['Results', 'open'],
    ['Results', 'share'],
    ['Results', 'start'],
    ['Results PDF modal', 'start'],
    ['Results Excel Manual modal', 'start'],
    ['Results PDF modal', 'open'],
    ['Survey builder', 'open'],
  ];
  const detailVariants: Record<string, unknown>[] = [
    { period_id: 12 },
    { period_id: '12' },
    { period_id: '1234567890' },
    { period_id: '12a' },
    { period_id: -3 },
    { type: 'period', id: 7 },
    { type: 'parent_period', id: '8' },
    { type: 'survey', id: 9 },
    { type: 'period', id: 'x' },
    { mode: 'demo', type: 'period', id: 7 },
    { mode: 'staff', type: 'period', id: 7, period_id: 4 },
    {},
  ];

  it('names the same period, or none, for every kind of event and shape of details', async () => {
    const cases = kinds.flatMap(([category, action]) =>
      detailVariants.map((details) => ({ category, action, details })),
    );
    for (const { category, action, details } of cases) {
      const result = (await ctx.deps.database.db.execute(
        sql`select case when ${resultsEventsWhere} then ${resultsEventPeriodRef} end as period
          from (select ${category}::text as category, ${action}::text as action,
            ${JSON.stringify(details)}::jsonb as details) e`,
      )) as unknown as { rows: { period: number | null }[] };
      const inSql = result.rows[0].period;
      expect({
        category,
        action,
        details,
        period: namedResultsPeriod(category, action, details)?.id ?? null,
      }).toEqual({ category, action, details, period: inSql });
    }
  });
});
