import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answers } from '../../../common/survey/answerTypes';
import { allQuestions } from '../../../common/survey/content';
import { surveys, surveyVersions } from '../../db/schema/surveys';
import { selfAssessmentSurvey } from '../../db/seed/librarySurveys/selfAssessment';
import { seedSelfAssessmentSurvey, selfAssessmentSlug } from '../../db/seed/selfAssessmentSurvey';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('public self-assessment', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({ method, url, payload: body, remoteAddress });
  const scaled = allQuestions(selfAssessmentSurvey).filter((question) => question.type === 'agreement');
  /** Every statement answered with `point`, except the pillars given their own. */
  const answersWith = (point: number, byPillar: Record<string, number> = {}): Answers =>
    Object.fromEntries(scaled.map((question) => [question.id, byPillar[question.pillar ?? ''] ?? point]));

  async function start(kind: 'school' | 'person' = 'school', remoteAddress?: string) {
    const made = await send(
      'POST',
      '/api/self-assessments',
      { kind, name: 'Our school', language: 'lv' },
      remoteAddress,
    );
    expect(made.statusCode).toBe(201);
    return made.json().data as { id: string };
  }
  const finish = (id: string, answers: Answers) =>
    send('PUT', `/api/self-assessments/${id}`, { answers, finished: true, language: 'lv' });

  it('creates one with the survey to fill in, and refuses bad input', async () => {
    const made = await send('POST', '/api/self-assessments', { kind: 'person', language: 'ru' });
    expect(made.statusCode).toBe(201);
    const data = made.json().data;
    expect(data).toMatchObject({
      kind: 'person',
      name: null,
      language: 'ru',
      status: 'in_progress',
      answers: {},
    });
    expect(data.languages).toEqual(['en', 'lv', 'ru']);
    expect(data.survey.pillars).toHaveLength(5);
    expect((await send('GET', `/api/self-assessments/${data.id}`)).json().data.id).toBe(data.id);

    const badKind = await send('POST', '/api/self-assessments', { kind: 'class', language: 'lv' });
    expect(badKind.statusCode).toBe(422);
    expect(badKind.json().errors.join()).toMatch(/kind/);
    const extra = await send('POST', '/api/self-assessments', {
      kind: 'school',
      language: 'lv',
      admin: true,
    });
    expect(extra.statusCode).toBe(422);
  });

  it('saves as it goes, names the question of a bad answer, finishes once and then stays as it is', async () => {
    const { id } = await start();
    const url = `/api/self-assessments/${id}`;
    const partial = await send('PUT', url, { answers: { w_belonging: 4 }, finished: false, language: 'lv' });
    expect(partial.json().data).toEqual({ id, status: 'in_progress' });
    expect((await send('GET', url)).json().data.answers).toEqual({ w_belonging: 4 });

    const unknown = await send('PUT', url, { answers: { nope: 1 }, finished: false, language: 'lv' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('nope: not a question of this survey');
    const wrongType = await send('PUT', url, {
      answers: { t_goals: 'yes' },
      finished: false,
      language: 'lv',
    });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().message).toMatch(/^t_goals: /);
    const missing = await finish(id, { w_belonging: 4 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toMatch(/: an answer is required$/);

    const done = await finish(id, { ...answersWith(4), one_change: 'More time to plan together' });
    expect(done.json().data).toEqual({ id, status: 'finished' });
    const again = await send('PUT', url, { answers: answersWith(1), finished: false, language: 'lv' });
    expect(again.statusCode).toBe(409);
    expect((await send('GET', url)).json().data).toMatchObject({
      status: 'finished',
      answers: { t_goals: 4 },
    });
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 409 for results not finished yet', async () => {
    const unknown = randomUUID();
    expect((await send('GET', `/api/self-assessments/${unknown}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/self-assessments/${unknown}/results`)).statusCode).toBe(404);
    expect((await finish(unknown, answersWith(3))).statusCode).toBe(404);
    expect((await send('GET', '/api/self-assessments/not-a-uuid/results')).statusCode).toBe(400);
    const { id } = await start();
    const early = await send('GET', `/api/self-assessments/${id}/results`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/not finished/);
  });

  it('scores pillars 0–100, names the two weakest, and compares only with at least 5 others of its kind', async () => {
    const { id } = await start('person');
    await finish(id, { ...answersWith(5, { safety: 1, parents: 2 }), one_change: 'Calmer breaks' });
    const results = async () => (await send('GET', `/api/self-assessments/${id}/results`)).json().data;

    const alone = await results();
    expect(alone.pillars.map((pillar: { score: number }) => pillar.score)).toEqual([100, 100, 100, 25, 0]);
    expect(alone.weakest).toEqual(['safety', 'parents']);
    expect(alone.compound).toBe(65);
    expect(alone.comparison).toEqual({ minimum: 5, count: null, compound: null });
    expect(alone.questions[0]).toMatchObject({ id: 'w_belonging', answer: 5, score: 100, comparison: null });
    expect(alone.open_answers).toEqual([
      expect.objectContaining({ id: 'one_change', answer: 'Calmer breaks' }),
    ]);

    for (let i = 0; i < 4; i++) await finish((await start('person')).id, answersWith(3));
    await start('person'); // unfinished ones never count
    await finish((await start('school')).id, answersWith(1)); // nor another kind
    expect((await results()).comparison.count).toBeNull();

    await finish((await start('person')).id, answersWith(3));
    const compared = await results();
    expect(compared.comparison).toEqual({ minimum: 5, count: 5, compound: 50 });
    expect(compared.pillars[0]).toMatchObject({ id: 'wellbeing', score: 100, comparison: 50 });
    expect(compared.questions[0].comparison).toBe(50);
  });

  it('is seeded once: starting again publishes no second version', async () => {
    const db = ctx.deps.database.db;
    await seedSelfAssessmentSurvey(db);
    const versions = await db
      .select({ number: surveyVersions.number, languages: surveyVersions.languages })
      .from(surveyVersions)
      .innerJoin(surveys, eq(surveys.id, surveyVersions.surveyId))
      .where(eq(surveys.slug, selfAssessmentSlug));
    expect(versions).toEqual([{ number: 1, languages: ['en', 'lv', 'ru'] }]);
  });

  it('limits creation per address', async () => {
    for (let i = 0; i < 30; i++) await start('school', '10.20.30.40');
    const refused = await send(
      'POST',
      '/api/self-assessments',
      { kind: 'school', language: 'en' },
      '10.20.30.40',
    );
    expect(refused.statusCode).toBe(429);
    expect(
      (await send('POST', '/api/self-assessments', { kind: 'school', language: 'en' }, '10.20.30.41'))
        .statusCode,
    ).toBe(201);
  });
});
