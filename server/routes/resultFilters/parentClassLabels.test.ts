import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildParentPeriodWorld } from '../../test/resultsParentWorld';
import { createTestApp, type TestApp } from '../../test/testApp';

type FilterRow = { type: string; values: { value: string; label: string }[] };

describe('the class filter of a parent period', () => {
  let ctx: TestApp;
  let world: Awaited<ReturnType<typeof buildParentPeriodWorld>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    world = await buildParentPeriodWorld(ctx);
  });
  afterAll(() => ctx.close());

  const classLabels = async (token: string) => {
    const request = { period_identifiers: { type: 'parent_period', id: world.parent.id } };
    const response = await world.post('/api/results/v2/filters', request, token);
    expect(response.statusCode).toBe(200);
    const rows: FilterRow[] = response.json().data;
    return rows.find((row) => row.type === 'class')?.values.map((value) => value.label) ?? [];
  };

  it('names each class with its school over several schools, and alone within one', async () => {
    expect(await classLabels(world.organizationAdmin.token)).toEqual([
      `${world.schools.a.name} · ${world.classes.a.name}`,
      `${world.schools.b.name} · ${world.classes.b.name}`,
      `${world.schools.c.name} · ${world.classes.c.name}`,
    ]);
    expect(await classLabels(world.schoolAdmin.token)).toEqual([world.classes.a.name]);
  });
});
