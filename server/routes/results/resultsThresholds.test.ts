import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema';
import { buildSchool } from '../../test/factories';
import { buildResponses, buildResultsPeriod } from '../../test/resultsFactories';
import { buildResultsWorld, climateSurvey } from '../../test/resultsTestWorld';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { useWorld } from '../../test/useWorld';

const answersOf = (periodId: number, size: number) =>
  Array.from({ length: size }, () => ({ periodId, answers: { safe: 4, grid: { i1: 4, i2: 2 } } }));

describe('results anonymity thresholds per organisation', () => {
  const setup = useWorld(buildResultsWorld);

  /** A parent period of setup.world.parent over two new schools with 9 and 12 respondents. */
  async function parentPeriodWorld() {
    const db = setup.world.db;
    const { version } = await buildPublishedSurvey(db, null, { content: climateSurvey() });
    const parentPeriod = await buildResultsPeriod(db, {
      organizationId: setup.world.parent.id,
      surveyVersionId: version.id,
    });
    const schools = [];
    for (const size of [9, 12]) {
      const { school } = await buildSchool(db, { parentId: setup.world.parent.id });
      const child = await buildResultsPeriod(db, {
        organizationId: school.id,
        surveyVersionId: version.id,
        parentPeriodId: parentPeriod.id,
      });
      await buildResponses(db, answersOf(child.id, size));
      schools.push(school);
    }
    const reader = await setup.world.tokenOf('organization_admin', setup.world.parent.id);
    const read = async (url: string) => {
      const response = await setup.world.post(
        url,
        { period_identifiers: { type: 'parent_period', id: parentPeriod.id } },
        reader.token,
      );
      expect(response.statusCode).toBe(200);
      return response.json().data;
    };
    return { schools, read };
  }

  const setThresholds = (id: number, resultsMinGroup: number, resultsMinTextGroup: number) =>
    setup.world.db
      .update(organizations)
      .set({ resultsMinGroup, resultsMinTextGroup })
      .where(eq(organizations.id, id));

  it('a parent period obeys the strictest of the organisation and its schools', async () => {
    const { schools, read } = await parentPeriodWorld();
    await setThresholds(setup.world.parent.id, 4, 10);
    await setThresholds(schools[0].id, 3, 3);
    await setThresholds(schools[1].id, 10, 15);
    const summary = await read('/api/results/v2/summary');
    expect(summary.info.anonymity).toEqual({ minGroup: 10, minTextGroup: 15 });
    // The school with 9 respondents is now below the threshold on the heat map, and the other goes with it.
    const heatMap = await read('/api/results/v2/heatmap');
    const bySchool = (id: number) => heatMap.schools.find((row: { id: number }) => row.id === id);
    expect(bySchool(schools[0].id)).toMatchObject({ respondents: null, hidden: 'too_few_respondents' });
    expect(bySchool(schools[1].id)).toMatchObject({ respondents: null, hidden: 'complementary' });
  });

  it('the organisation’s own stricter setting applies over lenient schools', async () => {
    const { schools, read } = await parentPeriodWorld();
    await setThresholds(setup.world.parent.id, 8, 20);
    for (const school of schools) await setThresholds(school.id, 3, 3);
    expect((await read('/api/results/v2/summary')).info.anonymity).toEqual({ minGroup: 8, minTextGroup: 20 });
  });

  it('a school’s own period uses the school’s setting, lowered to 3, as it stood when the results were released', async () => {
    await setThresholds(setup.world.school.id, 3, 3);
    const period = await buildResultsPeriod(setup.world.db, {
      organizationId: setup.world.school.id,
      surveyVersionId: setup.world.version.id,
    });
    await buildResponses(setup.world.db, [
      ...answersOf(period.id, 6).map((seed) => ({ ...seed, classId: setup.world.classes.a.id, grade: 7 })),
      ...answersOf(period.id, 3).map((seed) => ({ ...seed, classId: setup.world.classes.b.id, grade: 8 })),
    ]);
    const classB = async () => {
      const response = await setup.world.post(
        '/api/results/v2/summary',
        {
          period_identifiers: { type: 'period', id: period.id },
          filters: { class: [setup.world.classes.b.id] },
        },
        setup.world.owner.token,
      );
      expect(response.statusCode).toBe(200);
      return response.json().data.info;
    };
    const info = await classB();
    expect(info.anonymity).toEqual({ minGroup: 3, minTextGroup: 3 });
    // Class B has three respondents: shown at 3, hidden at the default 5.
    expect(info.hidden).toBeNull();
    // Released at 3, the period keeps 3: a coarser partition now could be set beside what was shown.
    await setThresholds(setup.world.school.id, 5, 10);
    expect(await classB()).toMatchObject({ anonymity: { minGroup: 3, minTextGroup: 3 }, hidden: null });
  });
});
