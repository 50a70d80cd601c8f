import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyPeriods } from '../../db/schema/surveys';
import { bearer, buildIdentity, buildSchool, buildSiblingSchool, tokenFor } from '../../test/factories';
import { buildClass } from '../../test/respondentFactories';
import { buildPublishedSurvey, hoursFromNow } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('parent periods of an organisation', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const send = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
  const token = async (type: Parameters<typeof buildIdentity>[1]['type'], organizationId: number | null) =>
    tokenFor(ctx.deps, (await buildIdentity(db(), { type, organizationId })).identity);

  async function world() {
    const { school, parent } = await buildSchool(db());
    const second = await buildSiblingSchool(db(), { school, parent }, 'Second');
    await buildClass(db(), school.id, { name: '7.a', numStudents: 20 });
    await buildClass(db(), second.id, { name: '7.b', numStudents: 15 });
    await buildClass(db(), second.id, { name: '8.a', numStudents: 30 });
    const other = await buildSchool(db());
    return {
      school,
      second,
      parent,
      other,
      orgAdmin: await token('organization_admin', parent.id),
      otherOrgAdmin: await token('organization_admin', other.parent.id),
      schoolAdmin: await token('school_admin', school.id),
      teacher: await token('teacher', school.id),
      student: await token('student', school.id),
      superAdmin: await token('super_admin', null),
      library: await buildPublishedSurvey(db(), null),
    };
  }

  const body = (w: Awaited<ReturnType<typeof world>>, overrides: object = {}) => ({
    survey_version_id: w.library.version.id,
    name: 'Municipality wellbeing',
    starts_at: hoursFromNow(-1),
    ends_at: hoursFromNow(24 * 14),
    anonymous: true,
    languages: ['lv', 'en'],
    audience: { grades: [7] },
    school_ids: [w.school.id, w.second.id],
    ...overrides,
  });

  it('creates the parent row and one linked child period per school, then lists and shows them', async () => {
    const w = await world();
    const made = await send('POST', `/api/organization/${w.parent.id}/parent-periods`, w.orgAdmin, body(w));
    expect(made.statusCode).toBe(201);
    const period = made.json().data;
    expect(period).toMatchObject({
      name: 'Municipality wellbeing',
      status: 'open',
      progress: { finished: 0, expected: 35 },
    });
    expect(period.children.map((child: { school: { id: number } }) => child.school.id).sort()).toEqual(
      [w.school.id, w.second.id].sort(),
    );
    const rows = await db().select().from(surveyPeriods).where(eq(surveyPeriods.parentPeriodId, period.id));
    expect(rows.map((row) => row.expectedCount).sort()).toEqual([15, 20]);
    const [parentRow] = await db().select().from(surveyPeriods).where(eq(surveyPeriods.id, period.id));
    expect(parentRow).toMatchObject({ organizationId: w.parent.id, parentPeriodId: null, expectedCount: 35 });

    const listed = await send('GET', `/api/organization/${w.parent.id}/parent-periods`, w.superAdmin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((p: { id: number }) => p.id)).toEqual([period.id]);
    const shown = await send(
      'GET',
      `/api/organization/${w.parent.id}/parent-periods/${period.id}`,
      w.orgAdmin,
    );
    expect(shown.json().data.children).toHaveLength(2);
  });

  it('refuses schools outside the organisation (422) and creates nothing', async () => {
    const w = await world();
    const made = await send(
      'POST',
      `/api/organization/${w.parent.id}/parent-periods`,
      w.orgAdmin,
      body(w, { school_ids: [w.school.id, w.other.school.id] }),
    );
    expect(made.statusCode).toBe(422);
    expect(made.json().message).toContain('school_ids');
    expect(made.json().message).toContain(String(w.other.school.id));
    const rows = await db().select().from(surveyPeriods).where(eq(surveyPeriods.organizationId, w.parent.id));
    expect(rows).toEqual([]);
  });

  it('rolls everything back when one school cannot run it', async () => {
    const w = await world();
    const made = await send(
      'POST',
      `/api/organization/${w.parent.id}/parent-periods`,
      w.orgAdmin,
      body(w, { audience: {} }),
    );
    expect(made.statusCode).toBe(422);
    const rows = await db().select().from(surveyPeriods).where(eq(surveyPeriods.organizationId, w.parent.id));
    expect(rows).toEqual([]);
  });

  it('answers 401 without a token, 403 to staff of its schools, 404 to another organisation', async () => {
    const w = await world();
    const url = `/api/organization/${w.parent.id}/parent-periods`;
    expect((await send('GET', url)).statusCode).toBe(401);
    expect((await send('POST', url, undefined, body(w))).statusCode).toBe(401);
    for (const caller of [w.schoolAdmin, w.teacher, w.student]) {
      expect((await send('GET', url, caller)).statusCode).toBe(403);
      expect((await send('POST', url, caller, body(w))).statusCode).toBe(403);
    }
    expect((await send('GET', url, w.otherOrgAdmin)).statusCode).toBe(404);
    expect((await send('POST', url, w.otherOrgAdmin, body(w))).statusCode).toBe(404);
    expect(
      (await send('GET', `/api/organization/${w.school.id}/parent-periods`, w.superAdmin)).statusCode,
    ).toBe(404);
    const made = (await send('POST', url, w.orgAdmin, body(w))).json().data;
    expect(
      (await send('GET', `/api/organization/${w.other.parent.id}/parent-periods/${made.id}`, w.otherOrgAdmin))
        .statusCode,
    ).toBe(404);
  });
});
