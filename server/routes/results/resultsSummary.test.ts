import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, groups, surveyVersions } from '../../db/schema';
import { benchmarks } from '../../db/schema/results';
import { schoolYearOf } from '../../services/benchmarks/benchmarkQueries';
import { buildSchool } from '../../test/factories';
import { buildClass } from '../../test/respondentFactories';
import { buildQuestionFilter, buildResponses, buildResultsPeriod } from '../../test/resultsFactories';
import { buildResultsWorld, numbersIn } from '../../test/resultsTestWorld';
import { useWorld } from '../../test/useWorld';

type Question = {
  key: string;
  answered: number;
  mean: number | null;
  distribution: { value: unknown; count: number }[];
};

describe('results summary and open texts', () => {
  const setup = useWorld(buildResultsWorld);

  const summary = (filters: object = {}, token = setup.world.owner.token) =>
    setup.world.post(
      '/api/results/v2/summary',
      { period_identifiers: { type: 'period', id: setup.world.period.id }, filters },
      token,
    );
  const question = (data: { questions: Question[] }, key: string) =>
    data.questions.find((entry) => entry.key === key) as Question;
  const counts = (entry: Question) => Object.fromEntries(entry.distribution.map((d) => [d.value, d.count]));

  it('counts the inserted answers for the owner', async () => {
    const response = await summary();
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.info.hidden).toBeNull();
    expect(data.info.survey_info).toMatchObject({
      num_finished: 12,
      respondentOriginCount: 12,
      respondentsExpected: 24,
      responseRate: 50,
      survey_name: 'Climate',
      organization_name: setup.world.school.name,
    });
    // safe: 5 ×4 (A 2, C 2), 4 ×3, 3 ×1, 2 ×3, 1 ×1; mean 42 / 12 = 3.5.
    const safe = question(data, 'safe');
    expect(safe.answered).toBe(12);
    expect(counts(safe)).toEqual({ 1: 1, 2: 3, 3: 1, 4: 3, 5: 4 });
    expect(safe.mean).toBe(3.5);
    // clubs: 10 answered (C skipped); a by 7 of class A, b by 3 of A and 3 of B.
    const clubs = question(data, 'clubs');
    expect(clubs.answered).toBe(10);
    expect(counts(clubs)).toEqual({ a: 7, b: 6 });
    // Matrix items are their own keys: i2 is 2 ×7, 3 ×3, 1 ×2.
    expect(counts(question(data, 'grid.i2'))).toEqual({ 1: 2, 2: 7, 3: 3, 4: 0, 5: 0 });
    expect(data.questions.some((entry: Question) => entry.key === 'note')).toBe(false);
    expect(data.info.compound_score.enabled).toBe(true);
    expect(data.info.compound_score.value).toBeGreaterThan(0);
    expect(data.info.compound_score.value).toBe(data.info.compound_score.unfiltered_value);
    expect(data.pillars[0].score).toBe(data.info.compound_score.value);
  });

  it("reads a survey version's content anew once its row changes (contents are kept by row version)", async () => {
    const renamed = (title: string) =>
      setup.world.db
        .update(surveyVersions)
        .set({ content: { ...setup.world.version.content, title: { en: title } } })
        .where(eq(surveyVersions.id, setup.world.version.id));
    expect((await summary()).json().data.info.survey_info.survey_name).toBe('Climate');
    await renamed('Climate, renamed');
    expect((await summary()).json().data.info.survey_info.survey_name).toBe('Climate, renamed');
    await renamed('Climate');
    expect((await summary()).json().data.info.survey_info.survey_name).toBe('Climate');
  });

  it('puts the chosen benchmark beside the questions and pillars', async () => {
    const [benchmark] = await setup.world.db
      .insert(benchmarks)
      .values({
        surveyVersionId: setup.world.version.id,
        schoolYear: schoolYearOf(setup.world.period.startsAt),
        scope: 'overall',
        name: { en: 'All schools' },
        schoolCount: 5,
        respondentCount: 400,
        // Computed with its counts (a benchmark read as other schools only needs them).
        counts: { respondents: 400, values: {}, answered: {} },
        values: {
          safe: { score: 70, favourable: 0.6, n: 400 },
          'pillar:p1': { score: 65, favourable: 0.5, n: 400 },
        },
      })
      .returning();
    const response = await setup.world.post(
      '/api/results/v2/summary',
      { period_identifiers: { type: 'period', id: setup.world.period.id }, benchmarkId: benchmark.id },
      setup.world.owner.token,
    );
    const { data } = response.json();
    expect(data.benchmarks.selected).toBe(benchmark.id);
    expect(data.benchmarks.list.map((entry: { id: number }) => entry.id)).toContain(benchmark.id);
    expect(data.questions.find((q: Question) => q.key === 'safe').benchmark).toEqual({
      score: 70,
      favourable: 0.6,
    });
    expect(data.pillars[0].benchmark).toEqual({ score: 65, favourable: 0.5 });

    // Comparing periods, the chosen benchmark's scores come beside the compared rows (issue 38).
    const period = { type: 'period', id: setup.world.period.id };
    const compare = (benchmarkId: number | null) =>
      setup.world.post(
        '/api/results/v2/compare',
        { period_identifiers: period, compare_identifiers: period, benchmarkId },
        setup.world.owner.token,
      );
    const compared = (await compare(benchmark.id)).json().data;
    expect(compared.benchmark).toEqual({ id: benchmark.id, name: { en: 'All schools' } });
    expect(compared.pillars[0].benchmark).toBe(65);
    expect(compared.questions.find((q: { key: string }) => q.key === 'safe').benchmark).toBe(70);
    const without = (await compare(null)).json().data;
    expect(without.benchmark).toBeUndefined();
    expect(without.pillars[0].benchmark).toBeUndefined();
  });

  it('records a Results view event for a signed-in reader', async () => {
    const rows = await setup.world.db
      .select()
      .from(events)
      .where(and(eq(events.identityId, setup.world.owner.identity.id), eq(events.category, 'Results')));
    expect(rows.some((row) => row.action === 'view')).toBe(true);
  });

  it('narrows by a grade, and hides a group that is a class less one pupil', async () => {
    const gradeSeven = (await summary({ grade: [7] })).json().data;
    expect(gradeSeven.info.hidden).toBeNull();
    expect(gradeSeven.info.survey_info.respondentOriginCount).toBe(7);
    // The choir is six of 7.a's seven: beside 7.a it would give the seventh pupil away.
    const grouped = (await summary({ group: [setup.world.group.id] })).json().data;
    expect(grouped.info.hidden).toBe('differencing');
    expect(numbersIn([grouped.questions, grouped.pillars, grouped.modules]).every((n) => n === 0)).toBe(true);
  });

  it('narrows by a group (jsonb membership) that is whole released cells', async () => {
    const db = setup.world.db;
    const period = await buildResultsPeriod(db, {
      organizationId: setup.world.school.id,
      surveyVersionId: setup.world.version.id,
    });
    const [band] = await db
      .insert(groups)
      .values({ organizationId: setup.world.school.id, name: 'Band' })
      .returning();
    await buildResponses(db, [
      ...[5, 5, 4, 4, 3, 3].map((safe) => ({
        periodId: period.id,
        classId: setup.world.classes.a.id,
        grade: 7,
        groupIds: [band.id],
        answers: { safe },
      })),
      ...[2, 2, 2, 1, 1, 1].map((safe) => ({
        periodId: period.id,
        classId: setup.world.classes.b.id,
        grade: 8,
        answers: { safe },
      })),
    ]);
    const response = await setup.world.post(
      '/api/results/v2/summary',
      { period_identifiers: { type: 'period', id: period.id }, filters: { group: [band.id] } },
      setup.world.owner.token,
    );
    const { data } = response.json();
    expect(data.info.hidden).toBeNull();
    expect(data.info.survey_info.respondentOriginCount).toBe(6);
    expect(counts(question(data, 'safe'))).toEqual({ 1: 0, 2: 0, 3: 2, 4: 2, 5: 2 });
    expect(data.info.compound_score.unfiltered_value).not.toBe(data.info.compound_score.value);
  });

  it('hides a class below the threshold, with no numbers anywhere', async () => {
    const { data } = (await summary({ class: [setup.world.classes.b.id] })).json();
    expect(data.info.hidden).toBe('too_few_respondents');
    expect(data.info.compound_score.value).toBe(-1);
    expect(data.info.survey_info.respondentOriginCount).toBe(-1);
    expect(numbersIn([data.questions, data.pillars, data.modules]).every((n) => n === 0)).toBe(true);
    expect(data.questions.every((entry: { hidden: string }) => entry.hidden === 'too_few_respondents')).toBe(
      true,
    );
  });

  it('hides a selection that differs from the whole school by fewer than the threshold', async () => {
    // School of 12; classes A and B together hold 10, so the 2 of class C could be subtracted.
    const { data } = (await summary({ class: [setup.world.classes.a.id, setup.world.classes.b.id] })).json();
    expect(data.info.hidden).toBe('differencing');
    expect(numbersIn([data.questions, data.pillars, data.modules]).every((n) => n === 0)).toBe(true);
  });

  it('refuses filter ids that are not of these results with 422 naming the filter', async () => {
    const { school: other } = await buildSchool(setup.world.db);
    const foreignClass = await buildClass(setup.world.db, other.id);
    const classResponse = await summary({ class: [foreignClass.id] });
    expect(classResponse.statusCode).toBe(422);
    expect(classResponse.json().message).toMatch(/filters\.class/);
    const questionResponse = await summary({ question: { 999999: ['x'] } });
    expect(questionResponse.statusCode).toBe(422);
    expect(questionResponse.json().message).toMatch(/filters\.question/);
    const badShape = await summary({ class: ['seven'] });
    expect(badShape.statusCode).toBe(422);
  });

  it('lists the open-text questions in survey order, also when the selection is hidden', async () => {
    const listed = [
      { questionId: 'note', moduleId: 'm1', text: expect.objectContaining({ en: 'Anything else?' }) },
    ];
    expect((await summary()).json().data.textQuestions).toEqual(listed);
    const hidden = (await summary({ class: [setup.world.classes.b.id] })).json().data;
    expect(hidden.info.hidden).toBe('too_few_respondents');
    expect(hidden.textQuestions).toEqual(listed);
  });

  it('narrows a parent period by a question filter made on the parent period', async () => {
    const db = setup.world.db;
    const parentPeriod = await buildResultsPeriod(db, {
      organizationId: setup.world.parent.id,
      surveyVersionId: setup.world.version.id,
    });
    for (const organizationId of [
      setup.world.school.id,
      (await buildSchool(db, { parentId: setup.world.parent.id })).school.id,
    ]) {
      const child = await buildResultsPeriod(db, {
        organizationId,
        surveyVersionId: setup.world.version.id,
        parentPeriodId: parentPeriod.id,
      });
      await buildResponses(
        db,
        Array.from({ length: 12 }, (_, index) => ({
          periodId: child.id,
          answers: { safe: index < 7 ? 4 : 2 },
        })),
      );
    }
    const filter = await buildQuestionFilter(db, parentPeriod.id, 'safe', { '4': 'x', '2': 'y' });
    const organizationAdmin = await setup.world.tokenOf('organization_admin', setup.world.parent.id);
    const response = await setup.world.post(
      '/api/results/v2/summary',
      {
        period_identifiers: { type: 'parent_period', id: parentPeriod.id },
        filters: { question: { [filter.id]: ['x'] } },
      },
      organizationAdmin.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.info.hidden).toBeNull();
    expect(response.json().data.info.survey_info.respondentOriginCount).toBe(14);
  });

  it('narrows by a question-built filter', async () => {
    const db = setup.world.db;
    const period = await buildResultsPeriod(db, {
      organizationId: setup.world.school.id,
      surveyVersionId: setup.world.version.id,
    });
    await buildResponses(
      db,
      Array.from({ length: 12 }, (_, index) => ({
        periodId: period.id,
        classId: setup.world.classes.a.id,
        grade: 7,
        answers: { safe: index < 6 ? 5 : 3 },
      })),
    );
    const filter = await buildQuestionFilter(db, period.id, 'safe', { '5': 'agree', '3': 'unsure' });
    const response = await setup.world.post(
      '/api/results/v2/summary',
      {
        period_identifiers: { type: 'period', id: period.id },
        filters: { question: { [filter.id]: ['agree'] } },
      },
      setup.world.owner.token,
    );
    const { data } = response.json();
    expect(data.info.hidden).toBeNull();
    expect(data.info.survey_info.respondentOriginCount).toBe(6);
    expect(question(data, 'safe').mean).toBe(5);
  });

  it('serves open texts shuffled when enough wrote, and hides them for a smaller selection', async () => {
    const texts = (filters: object) =>
      setup.world.post(
        '/api/results/v2/texts',
        { period_identifiers: { type: 'period', id: setup.world.period.id }, filters, question_id: 'note' },
        setup.world.owner.token,
      );
    const all = (await texts({})).json().data;
    expect(all.hidden).toBeNull();
    expect(all.total).toBe(10);
    expect([...all.answers].sort()).toEqual(
      [
        ...[0, 1, 2, 3, 4, 5, 6].map((i) => `Kind teachers ${i}`),
        ...[0, 1, 2].map((i) => `Noisy corridors ${i}`),
      ].sort(),
    );
    expect(Array.isArray(all.words)).toBe(true);
    const classA = (await texts({ class: [setup.world.classes.a.id] })).json().data;
    expect(classA).toEqual({
      questionId: 'note',
      hidden: 'too_few_for_text',
      answers: [],
      total: 0,
      words: [],
    });
    const notText = await setup.world.post(
      '/api/results/v2/texts',
      { period_identifiers: { type: 'period', id: setup.world.period.id }, question_id: 'safe' },
      setup.world.owner.token,
    );
    expect(notText.statusCode).toBe(422);
  });
});
