import { describe, expect, it } from 'vitest';
import { resultFilters } from '../../db/schema';
import { buildSchool } from '../../test/factories';
import { buildClass } from '../../test/respondentFactories';
import { buildResultsPeriod } from '../../test/resultsFactories';
import { buildResultsWorld } from '../../test/resultsTestWorld';
import { useWorld } from '../../test/useWorld';
import { resolveResultsScope } from '../results/resultsScope';
import { loadReportFilters } from './reportFilters';

describe('loadReportFilters: the names a PDF cover prints for the active filters', () => {
  const setup = useWorld(buildResultsWorld);

  it('names classes, grades, groups and question filters of the results’ own school and period only', async () => {
    const db = setup.world.db;
    const mapping = { question_options: [{ id: '4', value: '9' }] };
    const [gradeFilter] = await db
      .insert(resultFilters)
      .values({
        periodId: setup.world.period.id,
        questionId: 'safe',
        name: 'Which grade are you in?',
        mapping,
      })
      .returning();
    const { school: other } = await buildSchool(db);
    const foreignClass = await buildClass(db, other.id, { name: '9.z' });
    const otherPeriod = await buildResultsPeriod(db, {
      organizationId: other.id,
      surveyVersionId: setup.world.version.id,
    });
    const [foreignFilter] = await db
      .insert(resultFilters)
      .values({ periodId: otherPeriod.id, questionId: 'safe', name: 'Secret filter', mapping })
      .returning();
    const scope = await resolveResultsScope(
      db,
      { kind: 'share', periodId: setup.world.period.id },
      { type: 'period', id: setup.world.period.id },
    );

    const filters = await loadReportFilters(db, scope, {
      class: [setup.world.classes.b.id, setup.world.classes.a.id, foreignClass.id],
      grade: [8],
      group: [setup.world.group.id],
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
