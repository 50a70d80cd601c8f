import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultFilters } from '../../db/schema';
import { buildResultsWorld } from '../../routes/results/resultsTestWorld';
import { buildSchool } from '../../test/factories';
import { buildClass } from '../../test/respondentFactories';
import { buildResultsPeriod } from '../../test/resultsFactories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { resolveResultsScope } from '../results/resultsScope';
import { loadReportFilters } from './reportFilters';

describe('loadReportFilters: the names a PDF cover prints for the active filters', () => {
  let ctx: TestApp;
  let world: Awaited<ReturnType<typeof buildResultsWorld>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    world = await buildResultsWorld(ctx);
  });
  afterAll(() => ctx.close());

  it('names classes, grades, groups and question filters of the results’ own school and period only', async () => {
    const db = world.db;
    const mapping = { question_options: [{ id: '4', value: '9' }] };
    const [gradeFilter] = await db
      .insert(resultFilters)
      .values({ periodId: world.period.id, questionId: 'safe', name: 'Which grade are you in?', mapping })
      .returning();
    const { school: other } = await buildSchool(db);
    const foreignClass = await buildClass(db, other.id, { name: '9.z' });
    const otherPeriod = await buildResultsPeriod(db, {
      organizationId: other.id,
      surveyVersionId: world.version.id,
    });
    const [foreignFilter] = await db
      .insert(resultFilters)
      .values({ periodId: otherPeriod.id, questionId: 'safe', name: 'Secret filter', mapping })
      .returning();
    const scope = await resolveResultsScope(
      db,
      { kind: 'share', periodId: world.period.id },
      { type: 'period', id: world.period.id },
    );

    const filters = await loadReportFilters(db, scope, {
      class: [world.classes.b.id, world.classes.a.id, foreignClass.id],
      grade: [8],
      group: [world.group.id],
      question: { [gradeFilter.id]: ['9'], [foreignFilter.id]: ['9'] },
    });

    expect(filters).toEqual([
      { kind: 'class', name: null, values: ['7.a', '8.b'] },
      { kind: 'group', name: null, values: ['Choir'] },
      { kind: 'grade', name: null, values: ['8'] },
      { kind: 'question', name: 'Which grade are you in?', values: ['9'] },
    ]);
    expect(await loadReportFilters(db, scope, {})).toEqual([]);
  });
});
