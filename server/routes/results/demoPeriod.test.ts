import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoResultsPeriodId } from '../../services/results/demoResults';
import { createTestApp, type TestApp } from '../../test/testApp';

/** Issue 36.1: the demo results are demo data; a server without it serves none, even a dataset left over. */
describe('/api/results/demo without demo data', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { demoData: false } });
  });
  afterAll(() => ctx.close());

  it('answers 404 "demo results are not available" on every demo read, though the dataset is there', async () => {
    const periodId = await demoResultsPeriodId(ctx.deps.database.db);
    expect(periodId).not.toBeNull();
    const body = { period_identifiers: { type: 'period', id: periodId } };
    const answers = [
      await ctx.app.inject({ method: 'GET', url: '/api/results/demo' }),
      await ctx.app.inject({ method: 'POST', url: '/api/results/demo/summary', payload: body }),
      await ctx.app.inject({ method: 'POST', url: '/api/results/demo/filters', payload: body }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('demo results are not available');
    }
  });
});
