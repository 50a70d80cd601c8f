import { describe, expect, it } from 'vitest';
import type { Answers } from '../../../common/survey/answerTypes';
import { adversarialSurvey } from '../../test/adversarialSchool';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildClass } from '../../test/respondentFactories';
import { buildQuestionFilter, buildResponses, buildResultsPeriod } from '../../test/resultsFactories';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import type { TestApp } from '../../test/testApp';
import { useWorld } from '../../test/useWorld';

/**
 * The five findings of the review (issue 34), each in the school that shows it: 7.a's four pupils
 * all bullied "sometimes" and all wrote a note; 8.b's three answers to the clubs item; 10.a's
 * twenty bullied "often" and the one bullied "every day". (The open period and the Excel rows are in
 * anonymityProperty.test.ts and resultExports.test.ts.)
 */
describe('the anonymity findings of the December review', () => {
  async function world(t: TestApp) {
    const db = t.deps.database.db;
    const { school } = await buildSchool(db);
    const { version } = await buildPublishedSurvey(db, school.id, { content: adversarialSurvey() });
    const period = await buildResultsPeriod(db, { organizationId: school.id, surveyVersionId: version.id });
    const names = ['7.a', '7.b', '8.a', '8.b', '9.a', '9.b', '10.a'] as const;
    const classes = Object.fromEntries(
      await Promise.all(
        names.map(async (name) => [name, await buildClass(db, school.id, { name })] as const),
      ),
    ) as Record<(typeof names)[number], Awaited<ReturnType<typeof buildClass>>>;
    const pupils = (name: (typeof names)[number], count: number, answers: (index: number) => Answers) =>
      Array.from({ length: count }, (_, index) => ({
        periodId: period.id,
        classId: classes[name].id,
        grade: classes[name].grade,
        answers: answers(index),
      }));
    await buildResponses(db, [
      ...pupils('7.a', 4, () => ({ safe: 2, bullied: 3, note: 'Teasing in the corridor' })),
      ...pupils('7.b', 6, (i) => ({ safe: 4, bullied: i < 3 ? 3 : 1, clubs: ['a'] })),
      ...pupils('8.a', 8, (i) => ({ safe: 4, bullied: i < 6 ? 3 : 1, clubs: ['a', 'b'] })),
      ...pupils('8.b', 8, (i) => ({ safe: 3, bullied: i < 6 ? 3 : 2, ...(i < 3 ? { clubs: ['b'] } : {}) })),
      ...pupils('9.a', 10, (i) => ({ safe: 5, bullied: i < 7 ? 3 : 1, clubs: ['a'] })),
      ...pupils('9.b', 10, (i) => ({ safe: 5, bullied: i < 6 ? 3 : 1, clubs: ['b'] })),
      ...pupils('10.a', 21, (i) => ({ safe: 4, bullied: i < 20 ? 4 : 5, clubs: ['a'], note: `Note ${i}` })),
      ...pupils('10.a', 6, () => ({ safe: 4, bullied: 3, clubs: ['a'] })),
    ]);
    const bullied = await buildQuestionFilter(db, period.id, 'bullied', {
      1: '1',
      2: '2',
      3: '3',
      4: '4',
      5: '5',
    });
    const { identity } = await buildIdentity(db, {
      type: 'school_admin',
      organizationId: school.id,
      permissions: { view_survey_results: true },
    });
    const token = await tokenFor(t.deps, identity);
    const share = await t.app.inject({
      method: 'POST',
      url: '/api/results/v2/share',
      payload: { period_id: period.id },
      headers: bearer(token),
    });
    return { school, period, classes, bullied, token, shareUrl: `/api${share.json().data.url}` };
  }

  const setup = useWorld(world);

  const read = async (
    filters: object,
    base = '/api/results/v2',
    token: string | null = setup.world.token,
  ) => {
    const response = await setup.ctx.app.inject({
      method: 'POST',
      url: `${base}/summary`,
      payload: { period_identifiers: { type: 'period', id: setup.world.period.id }, filters },
      headers: token ? bearer(token) : {},
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const allBut = (...names: string[]) =>
    Object.entries(setup.world.classes)
      .filter(([name]) => !names.includes(name))
      .map(([, klass]) => klass.id);

  it('1. shows [4, 5] but not [4] of a question filter, to the screen, the API and a share link', async () => {
    const filters = (values: string[]) => ({ question: { [setup.world.bullied.id]: values } });
    expect((await read(filters(['4', '5']))).info).toMatchObject({
      hidden: null,
      survey_info: { respondentOriginCount: 21 },
    });
    const four = await read(filters(['4']));
    expect(four.info).toMatchObject({ hidden: 'differencing', survey_info: { respondentOriginCount: -1 } });
    expect((await read(filters(['4']), setup.world.shareUrl, null)).info.hidden).toBe('differencing');
    // The screen's list offers 4 only together: alone it is marked, and the API refuses it all the same.
    const list = await setup.ctx.app.inject({
      method: 'POST',
      url: '/api/results/v2/filters',
      payload: { period_identifiers: { type: 'period', id: setup.world.period.id } },
      headers: bearer(setup.world.token),
    });
    const values = list
      .json()
      .data.find((filter: { id: number }) => filter.id === setup.world.bullied.id).values;
    expect(values.find((entry: { value: string }) => entry.value === '4')).toMatchObject({
      hidden: 'complementary',
      count: null,
    });
  });

  it('1. never shows six classes with "sometimes" beside the same without 7.a', async () => {
    const sometimes = { [setup.world.bullied.id]: ['3'] };
    const six = await read({ class: allBut('10.a'), question: sometimes });
    const five = await read({ class: allBut('10.a', '7.a'), question: sometimes });
    expect([six.info.hidden, five.info.hidden]).not.toEqual([null, null]);
    // Nor the classes alone: 7.a's four go with 7.b.
    expect((await read({ class: allBut('7.a') })).info.hidden).toBe('differencing');
    expect((await read({ class: allBut('7.a', '7.b') })).info.hidden).toBeNull();
  });

  it('1. never lists the written answers of all classes but 7.a beside those of all', async () => {
    const texts = async (filters: object) =>
      (
        await setup.ctx.app.inject({
          method: 'POST',
          url: '/api/results/v2/texts',
          payload: {
            period_identifiers: { type: 'period', id: setup.world.period.id },
            filters,
            question_id: 'note',
          },
          headers: bearer(setup.world.token),
        })
      ).json().data;
    expect(await texts({})).toMatchObject({ hidden: null, total: 25 });
    // The whole shows 25 notes; all classes but 7.a would show 21 of them: 7.a's four by subtraction.
    expect((await texts({ class: allBut('7.a', '7.b') })).hidden).toBe('differencing');
  });

  it('2. hides an item in all other classes when the whole minus them is one class’s few answers', async () => {
    const whole = await read({});
    const clubs = (data: { questions: { key: string; hidden: string | null; answered: number }[] }) =>
      data.questions.find((question) => question.key === 'clubs');
    expect(clubs(whole)).toMatchObject({ hidden: null, answered: 64 });
    // All classes but 8.b are shown, but not their clubs item: 64 minus theirs would be 8.b's three answers.
    const others = await read({ class: allBut('8.b') });
    expect(others.info).toMatchObject({ hidden: null, survey_info: { respondentOriginCount: 65 } });
    expect(clubs(others)).toMatchObject({ hidden: 'complementary', answered: 0 });
    // Without 8.a as well (8.b's three answers go with 8.a's eight), the item is shown again.
    expect(clubs(await read({ class: allBut('8.b', '8.a') }))).toMatchObject({ hidden: null, answered: 53 });
  });

  it('3. keeps two public plan pages from being set against each other', async () => {
    const plan = async (classIds: number[] | null) => {
      const made = await setup.ctx.app.inject({
        method: 'POST',
        url: '/api/action-plans',
        payload: {
          period_id: setup.world.period.id,
          title: 'Safe corridors',
          description: 'Adults on duty',
          ...(classIds ? { class_ids: classIds } : {}),
          focus: [{ kind: 'question', ref: 'safe', goal: 70 }],
        },
        headers: bearer(setup.world.token),
      });
      expect(made.statusCode, made.body).toBe(201);
      const published = await setup.ctx.app.inject({
        method: 'POST',
        url: `/api/action-plans/${made.json().data.id}/publish`,
        payload: { published: true },
        headers: bearer(setup.world.token),
      });
      const page = await setup.ctx.app.inject({
        method: 'GET',
        url: `/api/success-plan/${published.json().data.published.token}`,
      });
      return page.json().data.figures;
    };
    const whole = await plan(null);
    expect(whole.focus[0].before.hidden).toBeNull();
    // 8.a, 8.b and 9.a (26) and the same with 7.a (30): each far from the whole, four apart.
    const three = await plan([
      setup.world.classes['8.a'].id,
      setup.world.classes['8.b'].id,
      setup.world.classes['9.a'].id,
    ]);
    expect(three.focus[0].before.hidden).toBeNull();
    const withSevenA = await plan([
      setup.world.classes['8.a'].id,
      setup.world.classes['8.b'].id,
      setup.world.classes['9.a'].id,
      setup.world.classes['7.a'].id,
    ]);
    expect(withSevenA.focus[0].before).toMatchObject({ favourable: null, hidden: 'differencing' });
    expect(withSevenA.before.respondents).toBeNull();
  });
});
