import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allSchoolPermissions } from '../../../common/permissions';
import { bearer, buildSchool } from '../../test/factories';
import { tokenOf } from '../../test/roleTokens';
import { addLanguage, ukrainian } from '../../test/superAdminTestApp';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('dashboards manager (super-admin) and the role dashboards that read it', () => {
  let ctx: TestApp;
  let superToken: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    superToken = await tokenOf(ctx.deps, 'super_admin', null);
  });
  afterAll(() => ctx.close());
  const db = () => ctx.deps.database.db;
  const deps = () => ctx.deps;
  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const send = (
    method: Method,
    url: string,
    payload?: object,
    token: string | null = superToken,
    language = 'en',
  ) => ctx.app.inject({ method, url, payload, headers: { ...(token ? bearer(token) : {}), language } });
  const manager = (id: number) => `/api/admin/dashboards-manager/${id}`;

  async function school() {
    const world = await buildSchool(db());
    return {
      ...world,
      teacher: await tokenOf(deps(), 'teacher', world.school.id),
      student: await tokenOf(deps(), 'student', world.school.id),
      admin: await tokenOf(deps(), 'school_admin', world.school.id, allSchoolPermissions()),
    };
  }
  const cardsOf = async (token: string, language = 'en') =>
    (await send('GET', '/api/dashboard/cards', undefined, token, language)).json().data as {
      id: number;
      kind: string;
      text: string;
      url: string | null;
    }[];

  it('adds notices, links and highlighted surveys; each role sees its own, in its language, in order', async () => {
    const w = await school();
    const survey = await buildPublishedSurvey(db(), w.school.id);
    const add = (body: object) => send('POST', `${manager(w.school.id)}/cards`, body);
    expect(
      (await add({ kind: 'notice', roles: ['teacher'], texts: { en: 'Staff meeting', lv: 'Sapulce' } }))
        .statusCode,
    ).toBe(201);
    await add({
      kind: 'link',
      roles: ['teacher', 'student'],
      texts: { en: 'Guide' },
      url: 'https://balss.lv/guide',
    });
    const last = await add({
      kind: 'survey',
      roles: ['teacher'],
      texts: { en: 'Run it' },
      survey_id: survey.survey.id,
    });
    const cards = last.json().data.cards;
    expect(cards.map((card: { kind: string }) => card.kind)).toEqual(['notice', 'link', 'survey']);

    expect((await cardsOf(w.teacher)).map((card) => card.text)).toEqual(['Staff meeting', 'Guide', 'Run it']);
    expect((await cardsOf(w.student)).map((card) => card.text)).toEqual(['Guide']);
    expect(await cardsOf(w.admin)).toEqual([]);
    // In Latvian only the notice has a text.
    expect((await cardsOf(w.teacher, 'lv')).map((card) => card.text)).toEqual(['Sapulce']);

    // Move the survey to the top, by two steps up (a third step at the top changes nothing).
    const surveyCard = cards[2].id;
    for (let step = 0; step < 3; step++)
      expect(
        (await send('POST', `${manager(w.school.id)}/cards/${surveyCard}/move`, { direction: 'up' }))
          .statusCode,
      ).toBe(200);
    expect((await cardsOf(w.teacher))[0].kind).toBe('survey');

    // Another school's staff never see these cards, nor can they manage them.
    const other = await school();
    expect(await cardsOf(other.teacher)).toEqual([]);
    expect((await send('GET', manager(w.school.id), undefined, other.admin)).statusCode).toBe(403);
    expect((await send('GET', manager(w.school.id), undefined, w.admin)).statusCode).toBe(403);
    expect((await send('GET', '/api/dashboard/cards', undefined, null)).statusCode).toBe(401);

    expect((await send('DELETE', `${manager(w.school.id)}/cards/${surveyCard}`)).statusCode).toBe(200);
    expect((await cardsOf(w.teacher)).map((card) => card.kind)).toEqual(['notice', 'link']);
  });

  it('shows a reader of a language added at /admin/manage-languages its own texts, English for the rest', async () => {
    await addLanguage(send, ukrainian);
    expect((await send('PATCH', '/api/admin/languages/uk', { survey_enabled: true })).statusCode).toBe(200);
    const w = await school();
    const add = (texts: Record<string, string>) =>
      send('POST', `${manager(w.school.id)}/cards`, { kind: 'notice', roles: ['teacher'], texts });
    expect((await add({ en: 'Parents evening', uk: 'Батьківські збори' })).statusCode).toBe(201);
    expect((await add({ en: 'The library is closed' })).statusCode).toBe(201);
    expect((await add({ lv: 'Tikai latviski' })).statusCode).toBe(201);
    expect((await cardsOf(w.teacher, 'uk')).map((card) => card.text)).toEqual([
      'Батьківські збори',
      'The library is closed',
    ]);
    // A built-in language keeps its rule: only the cards written in it.
    expect((await cardsOf(w.teacher, 'lv')).map((card) => card.text)).toEqual(['Tikai latviski']);
  });

  it('refuses unsafe addresses and cards that do not fit together, naming the field', async () => {
    const w = await school();
    const foreign = await school();
    const foreignSurvey = await buildPublishedSurvey(db(), foreign.school.id);
    const add = (body: object) => send('POST', `${manager(w.school.id)}/cards`, body);
    const link = { kind: 'link', roles: ['teacher'], texts: { en: 'Go' } };
    const cases: [object, string][] = [
      [{ ...link, url: 'javascript:alert(1)' }, 'url: must be http(s)://'],
      [{ ...link, url: '//evil.example/x' }, 'url: must be http(s)://'],
      [{ ...link, url: 'data:text/html,hi' }, 'url: must be http(s)://'],
      [link, 'url: is required for a link'],
      [{ kind: 'notice', roles: ['teacher'], texts: { en: 'x' }, url: '/school' }, 'url: only a link card'],
      [{ kind: 'survey', roles: ['teacher'], texts: { en: 'x' } }, 'survey_id: is required'],
      [
        { kind: 'survey', roles: ['teacher'], texts: { en: 'x' }, survey_id: foreignSurvey.survey.id },
        'survey_id: not a library survey',
      ],
      [{ kind: 'notice', roles: [], texts: { en: 'x' } }, 'roles'],
      [{ kind: 'notice', roles: ['teacher'], texts: {} }, 'texts'],
    ];
    for (const [body, message] of cases) {
      const answer = await add(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json().message).toContain(message);
    }
    expect((await add({ ...link, url: '/school/surveys' })).statusCode).toBe(201);
    expect((await send('GET', manager(2_000_000_000))).statusCode).toBe(404);
    expect(
      (await send('PATCH', `${manager(w.school.id)}/cards/2000000000`, { roles: ['student'] })).statusCode,
    ).toBe(404);
  });
});
