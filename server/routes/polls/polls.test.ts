import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { responseReceipts, responses } from '../../db/schema/surveys';
import { capturedLog } from '../../test/capturedLog';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildClass, buildStudent } from '../../test/respondentFactories';
import { buildPublishedSurvey, hoursFromNow } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('filling in polls', () => {
  let ctx: TestApp;
  const { logger, lines: warnings } = capturedLog('warn');
  beforeAll(async () => {
    ctx = await createTestApp({ build: { loggerInstance: logger } });
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const send = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { token?: string; pass?: string; body?: object } = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      payload: options.body,
      headers: {
        ...(options.token ? bearer(options.token) : {}),
        ...(options.pass ? { 'x-poll-pass': options.pass } : {}),
      },
    });
  const finished = { answers: { grade: 'g7', safe: 4 }, finished: true, language: 'lv' };

  async function world(overrides: { anonymous?: boolean; publicLink?: boolean } = {}) {
    const { school } = await buildSchool(db());
    const manager = await tokenFor(
      ctx.deps,
      (
        await buildIdentity(db(), {
          type: 'school_admin',
          organizationId: school.id,
          permissions: { manage_survey_periods: true },
        })
      ).identity,
    );
    const klass = await buildClass(db(), school.id, { name: '7.a', numStudents: 20 });
    const student = await buildStudent(db(), school.id, klass.id);
    const { version } = await buildPublishedSurvey(db(), null);
    const made = await send('POST', `/api/school/${school.id}/periods`, {
      token: manager,
      body: {
        survey_version_id: version.id,
        name: 'Wellbeing',
        starts_at: hoursFromNow(-1),
        ends_at: hoursFromNow(48),
        anonymous: overrides.anonymous ?? true,
        languages: ['lv', 'en'],
        audience: { class_ids: [klass.id], public_link: overrides.publicLink ?? false },
      },
    });
    const period = made.json().data;
    const studentToken = await tokenFor(ctx.deps, student.identity);
    const mine = (await send('GET', '/api/my-polls', { token: studentToken })).json().data;
    return { school, manager, klass, student, studentToken, period, pollId: mine.open[0]?.poll_id as number };
  }

  it('a student opens their poll, saves as they go, finishes once; a retry counts nothing twice', async () => {
    const w = await world();
    const base = `/api/polls/${w.pollId}/identity/${w.student.identity.id}`;
    const opened = (await send('GET', base, { token: w.studentToken })).json().data;
    expect(opened).toMatchObject({ state: 'open', period: { languages: ['lv', 'en'] }, response: null });
    expect(opened.survey.modules).toHaveLength(2);

    const id = randomUUID();
    const draft = await send('PUT', `${base}/responses/${id}`, {
      token: w.studentToken,
      body: { answers: { safe: 1 }, finished: false, language: 'lv' },
    });
    expect(draft.json().data).toMatchObject({ id, status: 'in_progress' });
    expect((await send('GET', base, { token: w.studentToken })).json().data.response).toMatchObject({
      id,
      answers: { safe: 1 },
    });

    // The skip rule shows the follow-up to a student who feels unsafe; finishing without it names it.
    const missing = await send('PUT', `${base}/responses/${id}`, {
      token: w.studentToken,
      body: { answers: { grade: 'g7', safe: 1 }, finished: true, language: 'lv' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('why_unsafe: an answer is required');

    const done = await send('PUT', `${base}/responses/${id}`, {
      token: w.studentToken,
      body: { answers: { grade: 'g7', safe: 1, why_unsafe: 'Corridors' }, finished: true, language: 'lv' },
    });
    expect(done.json().data).toMatchObject({ status: 'finished', repeated: false });
    const retry = await send('PUT', `${base}/responses/${id}`, { token: w.studentToken, body: finished });
    expect(retry.json().data).toMatchObject({ status: 'finished', repeated: true });
    const second = await send('PUT', `${base}/responses/${randomUUID()}`, {
      token: w.studentToken,
      body: finished,
    });
    expect(second.statusCode).toBe(409);

    // Anonymous: the answers keep the class but nothing that leads to the student.
    const [row] = await db().select().from(responses).where(eq(responses.id, id));
    expect(row).toMatchObject({
      identityId: null,
      respondentKey: null,
      pollId: null,
      classId: w.klass.id,
      grade: 7,
      status: 'finished',
    });
    const receipts = await db()
      .select()
      .from(responseReceipts)
      .where(eq(responseReceipts.periodId, w.period.id));
    expect(receipts.map((r) => r.identityId)).toEqual([w.student.identity.id]);
    // The receipt keeps the day only, so its time cannot be matched to the response's.
    expect(receipts[0].finishedAt.getUTCHours() + receipts[0].finishedAt.getUTCMinutes()).toBe(0);
    const mine = (await send('GET', '/api/my-polls', { token: w.studentToken })).json().data;
    expect(mine.open).toEqual([]);
    expect(mine.done).toHaveLength(1);
    const progress = (
      await send('GET', `/api/school/${w.school.id}/periods/${w.period.id}`, { token: w.manager })
    ).json().data;
    expect(progress.progress).toEqual({ finished: 1, expected: 20 });
    expect(progress.classes[0].finished).toBe(1);
  });

  it('two devices finishing an anonymous poll at once store one response (the receipt is the gate)', async () => {
    const w = await world();
    const base = `/api/polls/${w.pollId}/identity/${w.student.identity.id}`;
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        send('PUT', `${base}/responses/${randomUUID()}`, { token: w.studentToken, body: finished }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const stored = await db()
      .select({ id: responses.id })
      .from(responses)
      .where(eq(responses.periodId, w.period.id));
    expect(stored).toHaveLength(1);
    const receipts = await db()
      .select()
      .from(responseReceipts)
      .where(eq(responseReceipts.periodId, w.period.id));
    expect(receipts).toHaveLength(1);
  });

  it('refuses bad answers, other people and closed periods', async () => {
    const w = await world();
    const other = await world();
    const base = `/api/polls/${w.pollId}/identity/${w.student.identity.id}`;
    const bad = await send('PUT', `${base}/responses/${randomUUID()}`, {
      token: w.studentToken,
      body: { answers: { safe: 'yes', nope: 1 }, finished: false, language: 'lv' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      'safe: must be a whole number from 1 to 5',
      'nope: not a question of this survey',
    ]);
    const wrongLanguage = await send('PUT', `${base}/responses/${randomUUID()}`, {
      token: w.studentToken,
      body: { ...finished, language: 'ru' },
    });
    expect(wrongLanguage.statusCode).toBe(422);
    expect((await send('GET', base)).statusCode).toBe(401);
    expect((await send('GET', base, { token: other.studentToken })).statusCode).toBe(404);
    expect(
      (
        await send('GET', `/api/polls/${w.pollId}/identity/${other.student.identity.id}`, {
          token: other.studentToken,
        })
      ).statusCode,
    ).toBe(404);
    await send('POST', `/api/school/${w.school.id}/periods/${w.period.id}/close`, { token: w.manager });
    const closed = await send('PUT', `${base}/responses/${randomUUID()}`, {
      token: w.studentToken,
      body: finished,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('The survey is closed');
    expect((await send('GET', base, { token: w.studentToken })).json().data).toMatchObject({
      state: 'closed',
      survey: null,
    });
  });

  it('a public link takes anonymous answers; an identified period keeps who answered', async () => {
    const w = await world({ publicLink: true, anonymous: false });
    const token = w.period.public_link as string;
    // The survey's audience travels with the poll: adults are addressed in the polite form (issue 41, finding 5).
    expect((await send('GET', `/api/public-polls/${token}`)).json().data).toMatchObject({
      state: 'open',
      audience: expect.stringMatching(/^(student|teacher|parent|staff)$/),
    });
    const id = randomUUID();
    expect(
      (await send('PUT', `/api/public-polls/${token}/responses/${id}`, { body: finished })).json().data
        .status,
    ).toBe('finished');
    expect((await send('GET', '/api/public-polls/not-a-real-token-123')).statusCode).toBe(404);
    const base = `/api/polls/${w.pollId}/identity/${w.student.identity.id}`;
    const mineId = randomUUID();
    await send('PUT', `${base}/responses/${mineId}`, { token: w.studentToken, body: finished });
    const [row] = await db().select().from(responses).where(eq(responses.id, mineId));
    expect(row.identityId).toBe(w.student.identity.id);
  });

  it('a code alone finds its class: redeeming answers the class link, whose page names the survey, not the period', async () => {
    const w = await world();
    const link = w.period.classes[0];
    const [code]: string[] = (
      await send('POST', `/api/school/${w.school.id}/periods/${w.period.id}/polls/${link.poll_id}/codes`, {
        token: w.manager,
        body: { count: 1 },
      })
    ).json().data.codes;
    const redeemed = (await send('POST', '/api/access-codes/redeem', { body: { code } })).json().data;
    expect(redeemed).toMatchObject({ poll_id: link.poll_id, poll_url: link.url_token });
    const asked = (await send('GET', `/api/public-polls/${link.url_token}`)).json().data;
    expect(asked).toMatchObject({ needs_code: true, survey: null });
    // Before the code the page titles itself by the survey (what pupils know), never the staff's period name.
    expect(asked.title).toMatchObject({ en: expect.any(String) });
    expect(asked.period).not.toHaveProperty('name');
    const opened = (await send('GET', '/api/pass-polls/current', { pass: redeemed.pass })).json().data;
    expect(opened.title).toEqual(opened.survey.title);
  });

  // 900 requests on one database copy: a busy machine needs more than the default time.
  it('access codes: single use, wrong codes limited per browser, and 300 students behind one address all get through', async () => {
    const w = await world();
    const classPoll = w.period.classes[0].poll_id;
    const codes: string[] = (
      await send('POST', `/api/school/${w.school.id}/periods/${w.period.id}/polls/${classPoll}/codes`, {
        token: w.manager,
        body: { count: 200 },
      })
    ).json().data.codes;
    const more: string[] = (
      await send('POST', `/api/school/${w.school.id}/periods/${w.period.id}/polls/${classPoll}/codes`, {
        token: w.manager,
        body: { count: 100 },
      })
    ).json().data.codes;
    const all = [...codes, ...more];
    const statuses: number[] = [];
    for (let i = 0; i < all.length; i += 50) {
      const batch = await Promise.all(
        all.slice(i, i + 50).map(async (code) => {
          const redeemed = await send('POST', '/api/access-codes/redeem', {
            body: { code: code.toLowerCase() },
          });
          const pass = redeemed.json().data?.pass as string;
          const opened = await send('GET', '/api/pass-polls/current', { pass });
          const saved = await send('PUT', `/api/pass-polls/responses/${randomUUID()}`, {
            pass,
            body: finished,
          });
          return [redeemed.statusCode, opened.statusCode, saved.statusCode];
        }),
      );
      statuses.push(...batch.flat());
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const reused = await send('POST', '/api/access-codes/redeem', { body: { code: all[0] } });
    expect(reused.statusCode).toBe(409);
    for (let i = 0; i < 20; i++)
      await send('POST', '/api/access-codes/redeem', { body: { code: `WRONG-${i}0000` } });
    const limited = await send('POST', '/api/access-codes/redeem', { body: { code: 'WRONG-99999' } });
    expect(limited.statusCode).toBe(429);
    expect((await send('GET', '/api/pass-polls/current', { pass: 'forged.pass' })).statusCode).toBe(401);
  }, 180_000);

  // Issue 36.4: 3,000 wrong codes in 36 s from one address, a new browser name each, blocked a pupil's right code.
  it("access codes: 3,000 wrong codes from one address in ever new browsers never refuse a pupil's right code", async () => {
    const w = await world();
    const classPoll = w.period.classes[0].poll_id;
    const [code]: string[] = (
      await send('POST', `/api/school/${w.school.id}/periods/${w.period.id}/polls/${classPoll}/codes`, {
        token: w.manager,
        body: { count: 1 },
      })
    ).json().data.codes;
    const address = '203.0.113.7';
    const tryCode = (attempt: string, browser: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/access-codes/redeem',
        remoteAddress: address,
        headers: { 'user-agent': browser },
        payload: { code: attempt },
      });
    // Each try a fresh browser (no cookies, a new name): the per-browser limit never sees the same one twice.
    // The clock stands still, so the 3,000 fall in one quarter hour however slow the machine is.
    const statuses = new Map<number, number>();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (let i = 0; i < 3000; i++) {
        const status = (await tryCode(`WRONG${String(i).padStart(5, '0')}`, `guesser ${i}`)).statusCode;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    } finally {
      vi.useRealTimers();
    }
    expect(Object.fromEntries(statuses)).toEqual({ 404: 3000 });
    expect((await tryCode(code, 'a pupil')).statusCode).toBe(200);
    // The operator is told once, in the server's log, which address it was.
    const alarms = warnings.filter((line) => String(line.msg).startsWith('many wrong access codes'));
    expect(alarms).toEqual([expect.objectContaining({ address, wrongCodes: 3000 })]);
  }, 300_000);
});
