import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { createTokenSigner } from '../../auth/tokens';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildClass } from '../../test/respondentFactories';
import { buildPublishedSurvey, hoursFromNow } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

/** The one-statement first save (saveResponse.ts) against the careful path's answers. */
describe('saving responses in one statement', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const finished = { answers: { grade: 'g7', safe: 4 }, finished: true, language: 'lv' };
  const draft = { answers: { safe: 4 }, finished: false, language: 'lv' };

  async function period(anonymous: boolean) {
    const db = ctx.deps.database.db;
    const { school } = await buildSchool(db);
    const manager = bearer(
      await tokenFor(
        ctx.deps,
        (
          await buildIdentity(db, {
            type: 'school_admin',
            organizationId: school.id,
            permissions: { manage_survey_periods: true },
          })
        ).identity,
      ),
    );
    const klass = await buildClass(db, school.id, { name: '7.a', numStudents: 5 });
    const { version } = await buildPublishedSurvey(db, null);
    const made = await ctx.app.inject({
      method: 'POST',
      url: `/api/school/${school.id}/periods`,
      headers: manager,
      payload: {
        survey_version_id: version.id,
        name: 'Saves',
        starts_at: hoursFromNow(-1),
        ends_at: hoursFromNow(48),
        anonymous,
        languages: ['lv', 'en'],
        audience: { class_ids: [klass.id], public_link: true },
      },
    });
    const data = made.json().data;
    const close = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/school/${school.id}/periods/${data.id}/close`,
        headers: manager,
      });
    const codes = async () =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/school/${school.id}/periods/${data.id}/polls/${data.classes[0].poll_id}/codes`,
          headers: manager,
          payload: { count: 2 },
        })
      ).json().data.codes as string[];
    return { token: data.public_link as string, close, codes };
  }

  const put = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'PUT', url, payload, headers });

  it('a period closed just after a save refuses the next save at once (the poll read may be a second old)', async () => {
    const p = await period(true);
    const url = () => `/api/public-polls/${p.token}/responses/${randomUUID()}`;
    expect((await put(url(), finished)).statusCode).toBe(200);
    await p.close();
    const refused = await put(url(), finished);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The survey is closed');
  });

  it('counts every save of a response under its limit, the first one too', async () => {
    const p = await period(true);
    const url = `/api/public-polls/${p.token}/responses/${randomUUID()}`;
    // Limits count per minute of the clock: a frozen clock keeps all 121 saves in one.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const statuses: number[] = [];
    try {
      for (let i = 0; i < 121; i++) statuses.push((await put(url, draft)).statusCode);
    } finally {
      vi.useRealTimers();
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([429]);
    expect(statuses[120]).toBe(429);
  }, 120_000);

  it('an access code: a draft, then its finish, uses the code once; a second response is refused', async () => {
    const p = await period(false);
    const [code] = await p.codes();
    // Its own browser: on a shared PostgreSQL the wrong-code limit of polls.test.ts's browser
    // (same address, same agent) would otherwise refuse this one.
    const redeem = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/access-codes/redeem',
        payload: { code },
        headers: { 'user-agent': 'pollSaves browser' },
      });
    const redeemed = await redeem();
    const headers = { 'x-poll-pass': redeemed.json().data.pass as string };
    const id = randomUUID();
    const url = (responseId: string) => `/api/pass-polls/responses/${responseId}`;
    expect((await put(url(id), draft, headers)).json().data).toMatchObject({ status: 'in_progress' });
    expect((await put(url(id), finished, headers)).json().data).toMatchObject({
      status: 'finished',
      repeated: false,
    });
    expect((await put(url(id), finished, headers)).json().data).toMatchObject({ repeated: true });
    const second = await put(url(randomUUID()), finished, headers);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already filled in this survey');
    expect((await redeem()).statusCode).toBe(409);
  });

  it('a TOKEN_SECRET rotation while a pupil answers: the pass and the answers begun carry over', async () => {
    const p = await period(false);
    const [code] = await p.codes();
    const redeemed = await ctx.app.inject({
      method: 'POST',
      url: '/api/access-codes/redeem',
      payload: { code },
      headers: { 'user-agent': 'pollSaves rotation' },
    });
    const headers = { 'x-poll-pass': redeemed.json().data.pass as string };
    const id = randomUUID();
    expect((await put(`/api/pass-polls/responses/${id}`, draft, headers)).statusCode).toBe(200);
    // The same database served after TOKEN_SECRET=new,old.
    const config = {
      ...ctx.deps.config,
      tokenSecret: 'rotated-token-secret-rotated-token-secret-0123',
      previousTokenSecrets: [ctx.deps.config.tokenSecret],
    };
    const rotated = await buildApp({
      ...ctx.deps,
      config,
      signer: createTokenSigner(config.tokenSecret, { previousSecrets: config.previousTokenSecrets }),
    });
    try {
      const current = await rotated.inject({ method: 'GET', url: '/api/pass-polls/current', headers });
      expect(current.statusCode).toBe(200);
      expect(current.json().data.response).toMatchObject({ id, answers: draft.answers });
      const done = await rotated.inject({
        method: 'PUT',
        url: `/api/pass-polls/responses/${id}`,
        payload: finished,
        headers,
      });
      expect(done.json().data).toMatchObject({ status: 'finished', repeated: false });
    } finally {
      await rotated.close();
    }
  });

  it('saves arriving together share statements, and each answers as it would alone', async () => {
    const p = await period(false);
    const passes = await Promise.all(
      (await p.codes()).map(async (code) => {
        const redeemed = await ctx.app.inject({
          method: 'POST',
          url: '/api/access-codes/redeem',
          payload: { code },
          headers: { 'user-agent': 'pollSaves together' },
        });
        return { 'x-poll-pass': redeemed.json().data.pass as string };
      }),
    );
    const database = ctx.deps.database;
    const statementRows: number[] = [];
    const original = database.executeSql;
    const executeSql = vi.spyOn(database, 'executeSql').mockImplementation((text, values, name) => {
      if (name !== 'first-saves') return original(text, values, name);
      statementRows.push(JSON.parse(String(values?.[0])).length);
      // A slow database: the saves that arrive meanwhile wait and go together.
      return sleep(50).then(() => original(text, values, name));
    });
    try {
      const publicIds = Array.from({ length: 16 }, () => randomUUID());
      const [publicAnswers, draftAnswer, codeAnswers] = await Promise.all([
        Promise.all(publicIds.map((id) => put(`/api/public-polls/${p.token}/responses/${id}`, finished))),
        put(`/api/pass-polls/responses/${randomUUID()}`, draft, passes[0]),
        Promise.all(
          [1, 2, 3].map(() => put(`/api/pass-polls/responses/${randomUUID()}`, finished, passes[1])),
        ),
      ]);
      expect(publicAnswers.map((answer) => answer.json().data.status)).toEqual(Array(16).fill('finished'));
      expect(draftAnswer.json().data.status).toBe('in_progress');
      expect(codeAnswers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      expect(Math.max(...statementRows)).toBeGreaterThan(1);
    } finally {
      executeSql.mockRestore();
    }
  });

  it('bad answers and a language the period does not offer are 422, as on the careful path', async () => {
    const p = await period(true);
    const url = () => `/api/public-polls/${p.token}/responses/${randomUUID()}`;
    const bad = await put(url(), { ...finished, answers: { safe: 9 } });
    expect(bad.statusCode).toBe(422);
    expect((await put(url(), { ...finished, language: 'ru' })).statusCode).toBe(422);
  });
});
