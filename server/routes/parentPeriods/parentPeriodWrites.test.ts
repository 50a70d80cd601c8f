import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyPeriods } from '../../db/schema/surveys';
import { bearer, buildIdentity, buildSchool, buildSiblingSchool, tokenFor } from '../../test/factories';
import { buildClass } from '../../test/respondentFactories';
import { buildPublishedSurvey, hoursFromNow } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('closing and extending a parent period', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const send = (method: 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
  const token = async (type: Parameters<typeof buildIdentity>[1]['type'], organizationId: number | null) =>
    tokenFor(
      ctx.deps,
      (await buildIdentity(db(), { type, organizationId, permissions: { survey_management: true } }))
        .identity,
    );

  async function world() {
    const { school, parent } = await buildSchool(db());
    const second = await buildSiblingSchool(db(), { school, parent }, 'Second');
    await buildClass(db(), school.id, { name: '7.a', numStudents: 4 });
    await buildClass(db(), second.id, { name: '7.b', numStudents: 6 });
    const orgAdmin = await token('organization_admin', parent.id);
    const library = await buildPublishedSurvey(db(), null);
    const made = await send('POST', `/api/organization/${parent.id}/parent-periods`, orgAdmin, {
      survey_version_id: library.version.id,
      name: 'Municipality wellbeing',
      starts_at: hoursFromNow(-1),
      ends_at: hoursFromNow(24),
      anonymous: true,
      languages: ['en'],
      audience: { grades: [7] },
      school_ids: [school.id, second.id],
    });
    const period = made.json().data as { id: number };
    const url = `/api/organization/${parent.id}/parent-periods/${period.id}`;
    return { school, parent, orgAdmin, period, url };
  }

  const periodsOf = async (parentId: number) =>
    db().select().from(surveyPeriods).where(eq(surveyPeriods.parentPeriodId, parentId));

  it('extends the parent period and its children, then closes them all', async () => {
    const w = await world();
    const endsAt = hoursFromNow(24 * 7);
    const extended = await send('PATCH', w.url, w.orgAdmin, { ends_at: endsAt });
    expect(extended.statusCode).toBe(200);
    expect(extended.json().data.ends_at).toBe(new Date(endsAt).toISOString());
    expect((await periodsOf(w.period.id)).map((row) => row.endsAt.toISOString())).toEqual([
      new Date(endsAt).toISOString(),
      new Date(endsAt).toISOString(),
    ]);
    const past = await send('PATCH', w.url, w.orgAdmin, { ends_at: hoursFromNow(-2) });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toContain('ends_at');

    const closed = await send('POST', `${w.url}/close`, w.orgAdmin);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.status).toBe('closed');
    expect(closed.json().data.children.map((child: { status: string }) => child.status)).toEqual([
      'closed',
      'closed',
    ]);
    expect((await send('POST', `${w.url}/close`, w.orgAdmin)).statusCode).toBe(409);
    expect((await send('PATCH', w.url, w.orgAdmin, { ends_at: hoursFromNow(48) })).statusCode).toBe(409);
  });

  it('answers 401, 403 to staff of its schools, 404 to another organisation and for unknown periods', async () => {
    const w = await world();
    const other = await buildSchool(db());
    const otherAdmin = await token('organization_admin', other.parent.id);
    const body = { ends_at: hoursFromNow(72) };
    expect((await send('POST', `${w.url}/close`)).statusCode).toBe(401);
    expect((await send('PATCH', w.url, undefined, body)).statusCode).toBe(401);
    for (const type of ['student', 'teacher', 'school_admin'] as const) {
      const caller = await token(type, w.school.id);
      expect((await send('POST', `${w.url}/close`, caller)).statusCode).toBe(403);
      expect((await send('PATCH', w.url, caller, body)).statusCode).toBe(403);
    }
    expect((await send('POST', `${w.url}/close`, otherAdmin)).statusCode).toBe(404);
    expect((await send('PATCH', w.url, otherAdmin, body)).statusCode).toBe(404);
    // Own organisation, someone else's period id: 404 and nothing changes.
    const foreign = await world();
    const mixed = `/api/organization/${other.parent.id}/parent-periods/${foreign.period.id}`;
    expect((await send('POST', `${mixed}/close`, otherAdmin)).statusCode).toBe(404);
    expect((await periodsOf(foreign.period.id)).every((row) => row.closedAt === null)).toBe(true);
    const superAdmin = await token('super_admin', null);
    expect((await send('PATCH', w.url, superAdmin, body)).statusCode).toBe(200);
  });
});
