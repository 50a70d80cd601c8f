import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allSchoolPermissions } from '../../../common/permissions';
import { parentLinks } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, buildSiblingSchool, tokenFor } from '../../test/factories';
import { buildClass } from '../../test/respondentFactories';
import { buildPublishedSurvey, hoursFromNow } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

type Method = 'GET' | 'POST';

describe("each school's period of a parent period, for the organisation admin", () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const send = (method: Method, url: string, token?: string | null, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
  const token = async (
    type: Parameters<typeof buildIdentity>[1]['type'],
    organizationId: number | null,
    permissions = {},
  ) => tokenFor(ctx.deps, (await buildIdentity(db(), { type, organizationId, permissions })).identity);

  /** An organisation with two schools (a grade 7 in each, one registered parent in the first) and another one. */
  async function world() {
    const { school, parent } = await buildSchool(db());
    const second = await buildSiblingSchool(db(), { school, parent }, 'Second');
    const unused = await buildSiblingSchool(db(), { school, parent }, 'Third');
    const klass = await buildClass(db(), school.id, { name: '7.a', numStudents: 20 });
    await buildClass(db(), second.id, { name: '7.b', numStudents: 15 });
    const child = await buildIdentity(db(), { type: 'student', organizationId: school.id });
    const mother = await buildIdentity(db(), { type: 'parent', organizationId: school.id });
    await db().insert(parentLinks).values({ parentId: mother.identity.id, studentId: child.identity.id });
    const other = await buildSchool(db());
    const orgAdmin = await token('organization_admin', parent.id);
    return {
      school,
      second,
      unused,
      parent,
      other,
      klass,
      orgAdmin,
      otherOrgAdmin: await token('organization_admin', other.parent.id),
      /** With every permission of the school: its own periods are its, the organisation's view is not. */
      schoolAdmin: await token('school_admin', school.id, allSchoolPermissions()),
      teacher: await token('teacher', school.id),
      student: await token('student', school.id),
      superAdmin: await token('super_admin', null),
      /** A parent period over both schools, launched by the organisation admin: its id. */
      launch: async (audience: 'student' | 'parent', organizationId = parent.id, as = orgAdmin) => {
        const survey = await buildPublishedSurvey(db(), null, { audience });
        const made = await send('POST', `/api/organization/${organizationId}/parent-periods`, as, {
          survey_version_id: survey.version.id,
          name: 'Municipality autumn',
          starts_at: hoursFromNow(-1),
          ends_at: hoursFromNow(24 * 14),
          anonymous: true,
          languages: ['lv', 'en'],
          audience: audience === 'student' ? { grades: [7] } : { parents: true, public_link: true },
          school_ids: [school.id, second.id],
        });
        expect(made.statusCode).toBe(201);
        return made.json().data.id as number;
      },
    };
  }
  type World = Awaited<ReturnType<typeof world>>;
  const childUrl = (w: World, periodId: number, schoolId = w.school.id, organizationId = w.parent.id) =>
    `/api/organization/${organizationId}/parent-periods/${periodId}/schools/${schoolId}`;

  it("shows a school's class links and makes its access codes, as the school's own period page does", async () => {
    const w = await world();
    const periodId = await w.launch('student');
    const detail = await send('GET', childUrl(w, periodId), w.orgAdmin);
    expect(detail.statusCode).toBe(200);
    const data = detail.json().data;
    expect(data).toMatchObject({ parent_period_id: periodId, public_link: null });
    expect(data.classes).toEqual([
      expect.objectContaining({ class_id: w.klass.id, class_name: '7.a', expected: 20, codes: 0 }),
    ]);
    const pollId = data.classes[0].poll_id;
    const made = await send('POST', `${childUrl(w, periodId)}/polls/${pollId}/codes`, w.orgAdmin, {
      count: 5,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data.codes).toHaveLength(5);
    const after = (await send('GET', childUrl(w, periodId), w.orgAdmin)).json().data;
    expect(after.classes[0]).toMatchObject({ codes: 5, codes_used: 0 });
    // The school's own admin sees the same codes counted on its own period page.
    const own = await send('GET', `/api/school/${w.school.id}/periods/${data.id}`, w.schoolAdmin);
    expect(own.json().data.classes[0]).toMatchObject({ codes: 5 });
    // The second school's class link is not reached through the first school's period.
    const second = (await send('GET', childUrl(w, periodId, w.second.id), w.orgAdmin)).json().data;
    const across = await send(
      'POST',
      `${childUrl(w, periodId)}/polls/${second.classes[0].poll_id}/codes`,
      w.orgAdmin,
      {
        count: 1,
      },
    );
    expect(across.statusCode).toBe(404);
    const none = await send('POST', `${childUrl(w, periodId)}/polls/${pollId}/codes`, w.orgAdmin, {
      count: 0,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors[0]).toMatch(/^count/);
  });

  it("shows a parent survey's public link per school and sends reminders within the reminder limits", async () => {
    const w = await world();
    const periodId = await w.launch('parent');
    const links = await Promise.all(
      [w.school.id, w.second.id].map(async (schoolId) => {
        const response = await send('GET', childUrl(w, periodId, schoolId), w.orgAdmin);
        expect(response.statusCode).toBe(200);
        return response.json().data.public_link as string | null;
      }),
    );
    expect(links.every((link) => typeof link === 'string' && link.length > 10)).toBe(true);
    expect(new Set(links).size).toBe(2);

    const reminders = `${childUrl(w, periodId)}/reminders`;
    expect((await send('GET', reminders, w.orgAdmin)).json().data).toEqual([]);
    const reminded = await send('POST', reminders, w.orgAdmin, {});
    expect(reminded.statusCode).toBe(201);
    expect(reminded.json().data).toMatchObject({ kind: 'reminder', state: 'scheduled', recipients_added: 1 });
    const rounds = await send('GET', reminders, w.orgAdmin);
    expect(rounds.json().data).toHaveLength(1);
    // The school's own page lists the same round: one campaign per period, whoever asks.
    const childId = (await send('GET', childUrl(w, periodId), w.orgAdmin)).json().data.id;
    const own = await send('GET', `/api/school/${w.school.id}/periods/${childId}/reminders`, w.schoolAdmin);
    expect(own.json().data.map((round: { id: number }) => round.id)).toEqual([reminded.json().data.id]);
    const again = await send('POST', reminders, w.orgAdmin, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/reminders are at least 24 hours apart/);
    // The second school has nobody with an address: its reminder round reaches no one new.
    const second = await send('POST', `${childUrl(w, periodId, w.second.id)}/reminders`, w.orgAdmin, {});
    expect(second.statusCode).toBe(201);
    expect(second.json().data.recipients_added).toBe(0);
  });

  it("answers 404 for a school the period did not go to, another organisation's period or school", async () => {
    const w = await world();
    const periodId = await w.launch('parent');
    expect((await send('GET', childUrl(w, periodId, w.unused.id), w.orgAdmin)).statusCode).toBe(404);
    expect((await send('GET', childUrl(w, periodId, w.other.school.id), w.orgAdmin)).statusCode).toBe(404);
    expect((await send('GET', childUrl(w, periodId, w.parent.id), w.orgAdmin)).statusCode).toBe(404);
    const another = await w.launch('parent');
    // Another organisation's parent period and school, named under this organisation.
    const foreign = await world();
    const theirs = await foreign.launch('parent');
    expect((await send('GET', childUrl(w, theirs, foreign.school.id), w.orgAdmin)).statusCode).toBe(404);
    expect(
      (await send('POST', `${childUrl(w, theirs, foreign.school.id)}/reminders`, w.orgAdmin, {})).statusCode,
    ).toBe(404);
    expect((await send('GET', childUrl(w, another), w.orgAdmin)).statusCode).toBe(200);
  });

  it('is the organisation admin’s: its schools’ people 403, another organisation 404, anonymous 401', async () => {
    const w = await world();
    const periodId = await w.launch('student');
    const pollId = (await send('GET', childUrl(w, periodId), w.orgAdmin)).json().data.classes[0].poll_id;
    const calls: [Method, string, object?][] = [
      ['GET', childUrl(w, periodId)],
      ['POST', `${childUrl(w, periodId)}/polls/${pollId}/codes`, { count: 1 }],
      ['GET', `${childUrl(w, periodId)}/reminders`],
      ['POST', `${childUrl(w, periodId)}/reminders`, {}],
    ];
    for (const [method, url, payload] of calls) {
      expect((await send(method, url, null, payload)).statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const caller of [w.schoolAdmin, w.teacher, w.student])
        expect((await send(method, url, caller, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, w.otherOrgAdmin, payload)).statusCode).toBe(404);
      // Another organisation's admin under its own organisation's id: still not this period.
      const mine = url.replace(`/organization/${w.parent.id}/`, `/organization/${w.other.parent.id}/`);
      expect((await send(method, mine, w.otherOrgAdmin, payload)).statusCode).toBe(404);
      const owner = await send(method, url, w.orgAdmin, payload);
      expect(owner.statusCode, `${method} ${url} owner`).toBe(method === 'GET' ? 200 : 201);
    }
    expect((await send('GET', childUrl(w, periodId), w.superAdmin)).statusCode).toBe(200);
  });
});
