import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildClass, buildStudent } from '../../test/respondentFactories';
import { buildPublishedSurvey, hoursFromNow } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('survey periods of a school', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

  async function world() {
    const { school } = await buildSchool(db());
    const staff = async (type: 'school_admin' | 'teacher' | 'student', permissions = {}) =>
      tokenFor(
        ctx.deps,
        (await buildIdentity(db(), { type, organizationId: school.id, permissions })).identity,
      );
    const sevenA = await buildClass(db(), school.id, { name: '7.a', numStudents: 25 });
    const students = [
      await buildStudent(db(), school.id, sevenA.id),
      await buildStudent(db(), school.id, sevenA.id),
    ];
    return {
      school,
      sevenA,
      students,
      manager: await staff('school_admin', { manage_survey_periods: true }),
      viewer: await staff('school_admin', { view_survey_periods: true }),
      teacher: await staff('teacher', { view_survey_results: true }),
      student: await staff('student'),
      library: await buildPublishedSurvey(db(), null),
    };
  }

  const periodBody = (w: Awaited<ReturnType<typeof world>>, overrides: object = {}) => ({
    survey_version_id: w.library.version.id,
    name: 'Autumn wellbeing',
    starts_at: hoursFromNow(-1),
    ends_at: hoursFromNow(24 * 14),
    anonymous: true,
    languages: ['lv', 'en'],
    audience: { class_ids: [w.sevenA.id] },
    ...overrides,
  });

  it("lists a period's classes in a school's order: 7.a before 10.a, whatever order they were chosen in", async () => {
    const w = await world();
    const tenA = await buildClass(db(), w.school.id, { name: '10.a', numStudents: 20 });
    const sevenB = await buildClass(db(), w.school.id, { name: '7.b', numStudents: 20 });
    const made = await send(
      'POST',
      `/api/school/${w.school.id}/periods`,
      w.manager,
      periodBody(w, { audience: { class_ids: [tenA.id, sevenB.id, w.sevenA.id] } }),
    );
    expect(made.json().data.classes.map((row: { class_name: string }) => row.class_name)).toEqual([
      '7.a',
      '7.b',
      '10.a',
    ]);
  });

  it('runs a library survey for a class: identified polls, a class link, codes; close and extend', async () => {
    const w = await world();
    const made = await send('POST', `/api/school/${w.school.id}/periods`, w.manager, periodBody(w));
    expect(made.statusCode).toBe(201);
    const period = made.json().data;
    expect(period).toMatchObject({
      status: 'open',
      progress: { finished: 0, expected: 25 },
      identified_polls: 2,
    });
    expect(period.classes).toEqual([expect.objectContaining({ class_name: '7.a', expected: 25, codes: 0 })]);

    const codes = await send(
      'POST',
      `/api/school/${w.school.id}/periods/${period.id}/polls/${period.classes[0].poll_id}/codes`,
      w.manager,
      { count: 3 },
    );
    expect(codes.statusCode).toBe(201);
    expect(codes.json().data.codes).toHaveLength(3);
    expect(codes.json().data.codes[0]).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);

    const listed = (await send('GET', `/api/school/${w.school.id}/periods`, w.viewer)).json().data;
    expect(listed.map((p: { id: number }) => p.id)).toEqual([period.id]);
    const extended = await send('PATCH', `/api/school/${w.school.id}/periods/${period.id}`, w.manager, {
      ends_at: hoursFromNow(24 * 30),
    });
    expect(extended.statusCode).toBe(200);
    const closed = await send('POST', `/api/school/${w.school.id}/periods/${period.id}/close`, w.manager);
    expect(closed.json().data.status).toBe('closed');
    expect(
      (await send('POST', `/api/school/${w.school.id}/periods/${period.id}/close`, w.manager)).statusCode,
    ).toBe(409);
  });

  it('names what is wrong with a period', async () => {
    const w = await world();
    const other = await world();
    const url = `/api/school/${w.school.id}/periods`;
    const backwards = await send('POST', url, w.manager, periodBody(w, { ends_at: hoursFromNow(-2) }));
    expect(backwards.json().message).toBe('ends_at: must be after starts_at');
    const foreignClass = await send(
      'POST',
      url,
      w.manager,
      periodBody(w, { audience: { class_ids: [other.sevenA.id] } }),
    );
    expect(foreignClass.json().message).toBe(
      `audience.class_ids: not classes of this school: ${other.sevenA.id}`,
    );
    const nobody = await send('POST', url, w.manager, periodBody(w, { audience: {} }));
    expect(nobody.json().message).toBe(
      'audience: choose at least one class, grade or group, or a public link',
    );
    const theirs = await buildPublishedSurvey(db(), other.school.id);
    const foreignSurvey = await send(
      'POST',
      url,
      w.manager,
      periodBody(w, { survey_version_id: theirs.version.id }),
    );
    expect(foreignSurvey.json().message).toBe('survey_version_id: no such survey version');
    const badDate = await send('POST', url, w.manager, periodBody(w, { starts_at: 'tomorrow' }));
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors.join()).toContain('starts_at');

    // A language switched off for surveys at /admin/manage-languages is not run, though published.
    await db().update(languages).set({ surveyEnabled: false }).where(eq(languages.code, 'lv'));
    try {
      const switchedOff = await send('POST', url, w.manager, periodBody(w));
      expect(switchedOff.statusCode).toBe(422);
      expect(switchedOff.json().message).toBe('languages: not offered for surveys now: lv');
    } finally {
      await db().update(languages).set({ surveyEnabled: true }).where(eq(languages.code, 'lv'));
    }
  });

  it('keeps out anonymous callers, viewers from running, teachers without permission, students and other schools', async () => {
    const w = await world();
    const other = await world();
    const period = (await send('POST', `/api/school/${w.school.id}/periods`, w.manager, periodBody(w))).json()
      .data;
    const url = `/api/school/${w.school.id}/periods`;
    expect((await send('GET', url)).statusCode).toBe(401);
    expect((await send('GET', url, w.teacher)).statusCode).toBe(403);
    expect((await send('GET', url, w.student)).statusCode).toBe(404);
    expect((await send('GET', url, other.manager)).statusCode).toBe(404);
    expect((await send('POST', url, w.viewer, periodBody(w))).statusCode).toBe(403);
    expect(
      (await send('GET', `/api/school/${other.school.id}/periods/${period.id}`, other.manager)).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', `/api/school/${other.school.id}/periods/${period.id}/close`, other.manager))
        .statusCode,
    ).toBe(404);
  });
});
