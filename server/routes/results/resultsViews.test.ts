import { describe, expect, it } from 'vitest';
import { foldPendingResponses } from '../../services/resultCells/foldCells';
import { demoResultsPeriodId } from '../../services/results/demoResults';
import { buildSchool } from '../../test/factories';
import { buildResponses, buildResultsPeriod } from '../../test/resultsFactories';
import { buildResultsWorld, climateSurvey } from '../../test/resultsTestWorld';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { useWorld } from '../../test/useWorld';

const answersOf = (periodId: number, safe: number[]) =>
  safe.map((value) => ({ periodId, answers: { safe: value, grid: { i1: value, i2: 6 - value } } }));

describe('results periods, heat map, comparison and demo', () => {
  const setup = useWorld(buildResultsWorld);

  it('lists the periods each reader may see, a teacher only with own classes counted', async () => {
    const owner = (await setup.world.get('/api/results/v2/periods', setup.world.owner.token)).json().data;
    expect(owner).toHaveLength(1);
    expect(owner[0]).toMatchObject({
      id: setup.world.period.id,
      type: 'period',
      status: 'closed',
      num_finished: 12,
      respondents_expected: 24,
      own_classes_only: false,
      survey_name: { en: 'Climate' },
    });
    // The school year it counts in, by services/periods/schoolYear (no school years of its own: 1 September).
    const starts = new Date(owner[0].starts_at);
    const year = starts.getUTCFullYear() - (starts.getUTCMonth() < 8 ? 1 : 0);
    expect(owner[0].school_year).toEqual({
      year,
      name: `${year}/${String((year + 1) % 100).padStart(2, '0')}`,
    });
    const teacher = (await setup.world.get('/api/results/v2/periods', setup.world.teacher.token)).json().data;
    expect(teacher).toMatchObject([{ id: setup.world.period.id, num_finished: 7, own_classes_only: true }]);
    const organizationAdmin = await setup.world.tokenOf('organization_admin', setup.world.parent.id);
    const listed = (await setup.world.get('/api/results/v2/periods', organizationAdmin.token)).json().data;
    expect(listed.map((period: { id: number }) => period.id)).toContain(setup.world.period.id);
  });

  it('reads all of a survey’s periods in the reader’s school, and narrows by teacher', async () => {
    const response = await setup.world.post(
      '/api/results/v2/summary',
      {
        period_identifiers: { type: 'survey', id: setup.world.survey.id },
        filters: { teacher: [setup.world.teacher.identity.id] },
      },
      setup.world.owner.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.info.survey_info.respondentOriginCount).toBe(7);
    expect(response.json().data.info.period).toBeNull();
  });

  it('draws the heat map of a parent period, hiding small schools and the one that would give them away', async () => {
    const db = setup.world.db;
    const { version } = await buildPublishedSurvey(db, null, { content: climateSurvey() });
    const parent = await buildResultsPeriod(db, {
      organizationId: setup.world.parent.id,
      surveyVersionId: version.id,
    });
    const sizes = [12, 8, 2];
    const schools = [];
    for (const size of sizes) {
      const { school } = await buildSchool(db, { parentId: setup.world.parent.id });
      const child = await buildResultsPeriod(db, {
        organizationId: school.id,
        surveyVersionId: version.id,
        parentPeriodId: parent.id,
      });
      await buildResponses(
        db,
        answersOf(
          child.id,
          Array.from({ length: size }, () => 4),
        ),
      );
      schools.push(school);
    }
    const organizationAdmin = await setup.world.tokenOf('organization_admin', setup.world.parent.id);
    const body = { period_identifiers: { type: 'parent_period', id: parent.id } };
    const response = await setup.world.post('/api/results/v2/heatmap', body, organizationAdmin.token);
    expect(response.statusCode).toBe(200);
    const rows = response.json().data.schools;
    const bySchool = (id: number) => rows.find((row: { id: number }) => row.id === id);
    expect(bySchool(schools[0].id)).toMatchObject({ respondents: 12, hidden: null, scores: { p1: 75 } });
    expect(bySchool(schools[1].id)).toMatchObject({ respondents: null, hidden: 'complementary', scores: {} });
    expect(bySchool(schools[2].id)).toMatchObject({ respondents: null, hidden: 'too_few_respondents' });
    // A school's own admin does not see the organisation's parent period.
    expect(
      (await setup.world.post('/api/results/v2/heatmap', body, setup.world.owner.token)).statusCode,
    ).toBe(404);
    const single = { period_identifiers: { type: 'period', id: setup.world.period.id } };
    expect(
      (await setup.world.post('/api/results/v2/heatmap', single, setup.world.owner.token)).statusCode,
    ).toBe(422);
  });

  it('pages the heat map by school name and finds schools by name, hiding as the whole map would on every page', async () => {
    const db = setup.world.db;
    const { version } = await buildPublishedSurvey(db, null, { content: climateSurvey() });
    const parent = await buildResultsPeriod(db, {
      organizationId: setup.world.parent.id,
      surveyVersionId: version.id,
    });
    const named = { Cēsis: 12, Aizpute: 8, Bauska: 2 };
    for (const [name, size] of Object.entries(named)) {
      const { school } = await buildSchool(db, { parentId: setup.world.parent.id, name: `${name} school` });
      const child = await buildResultsPeriod(db, {
        organizationId: school.id,
        surveyVersionId: version.id,
        parentPeriodId: parent.id,
      });
      await buildResponses(
        db,
        answersOf(
          child.id,
          Array.from({ length: size }, () => 4),
        ),
      );
    }
    const organizationAdmin = await setup.world.tokenOf('organization_admin', setup.world.parent.id);
    const heatMap = async (paging: Record<string, unknown>) => {
      const body = { period_identifiers: { type: 'parent_period', id: parent.id }, ...paging };
      const response = await setup.world.post('/api/results/v2/heatmap', body, organizationAdmin.token);
      expect(response.statusCode).toBe(200);
      return response.json().data;
    };
    const pages = async () =>
      Promise.all([1, 2, 3].map(async (page) => (await heatMap({ page, page_size: 1 })).schools));
    const expected = [
      [{ name: 'Aizpute school', respondents: null, hidden: 'complementary', scores: {} }],
      [{ name: 'Bauska school', respondents: null, hidden: 'too_few_respondents', scores: {} }],
      [{ name: 'Cēsis school', respondents: 12, hidden: null, scores: { p1: 75 } }],
    ];
    const first = await heatMap({ page: 1, page_size: 1 });
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 1 });
    expect(await pages()).toMatchObject(expected);
    // Counted into the results cube, the pages read its cells and say the same.
    while ((await foldPendingResponses(db)) > 0);
    expect(await pages()).toMatchObject(expected);
    expect((await heatMap({ page: 4, page_size: 1 })).schools).toEqual([]);
    const found = await heatMap({ search: ' cēsis ' });
    expect(found).toMatchObject({ total: 1, page: 1, page_size: 500 });
    expect(found.schools).toMatchObject([{ name: 'Cēsis school', respondents: 12, scores: { p1: 75 } }]);
    expect((await heatMap({ search: 'Valmiera' })).schools).toEqual([]);
    for (const bad of [{ page: 0 }, { page_size: 501 }, { page_size: 0 }, { page: 1.5 }, { search: 7 }]) {
      const body = { period_identifiers: { type: 'parent_period', id: parent.id }, ...bad };
      const response = await setup.world.post('/api/results/v2/heatmap', body, organizationAdmin.token);
      expect(response.statusCode, JSON.stringify(response.json())).toBe(422);
      expect(JSON.stringify(response.json())).toMatch(/page|search/);
    }
  });

  it('compares two periods with the earlier one as the base', async () => {
    const later = await buildResultsPeriod(setup.world.db, {
      organizationId: setup.world.school.id,
      surveyVersionId: setup.world.version.id,
      startsAt: new Date(Date.now() - 10 * 86_400_000),
      endsAt: new Date(Date.now() - 3_600_000),
    });
    await buildResponses(
      setup.world.db,
      answersOf(
        later.id,
        Array.from({ length: 12 }, () => 5),
      ),
    );
    const response = await setup.world.post(
      '/api/results/v2/compare',
      {
        period_identifiers: { type: 'period', id: later.id },
        compare_identifiers: { type: 'period', id: setup.world.period.id },
      },
      setup.world.owner.token,
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.left.period.id).toBe(setup.world.period.id);
    expect(data.right.period.id).toBe(later.id);
    expect(data.compound.after).toBe(100);
    expect(data.compound.delta).toBeGreaterThan(0);
    const { school: other } = await buildSchool(setup.world.db);
    const { token } = await setup.world.tokenOf('school_admin', other.id, { view_survey_results: true });
    const foreign = await setup.world.post(
      '/api/results/v2/compare',
      {
        period_identifiers: { type: 'period', id: setup.world.period.id },
        compare_identifiers: { type: 'period', id: later.id },
      },
      token,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('names the demo period at GET /api/results/demo, as a share link names its period', async () => {
    const demoId = await demoResultsPeriodId(setup.world.db);
    const response = await setup.world.get('/api/results/demo');
    if (demoId === null) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('demo results are not available');
      return;
    }
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ period_identifiers: { type: 'period', id: demoId } });
  });

  it('serves the demo period without signing in, and nothing else', async () => {
    const demoId = await demoResultsPeriodId(setup.world.db);
    const demo = (id: number) =>
      setup.world.post('/api/results/demo/summary', { period_identifiers: { type: 'period', id } });
    if (demoId === null) {
      const missing = await demo(setup.world.period.id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('demo results are not available');
      return;
    }
    const shown = await demo(demoId);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.info.filters).toEqual({});
    expect((await demo(setup.world.period.id)).statusCode).toBe(404);
  });
});
