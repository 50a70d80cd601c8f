import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { surveyPeriods } from '../../db/schema/surveys';
import { buildClassSessionWorld } from '../../test/classSessionWorld';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe("a teacher's own class links and codes", () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const send = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

  it('lists the class link of each running period of the classes the teacher leads, and nothing else', async () => {
    const w = await buildClassSessionWorld(ctx);
    const db = ctx.deps.database.db;
    const path = `/api/school/${w.school.id}/my-class-links`;
    expect((await send('GET', path)).statusCode).toBe(401);
    expect((await send('GET', path, w.students[0].token)).statusCode).toBe(403);
    const elsewhere = await buildSchool(db);
    const foreign = await buildIdentity(db, { type: 'school_admin', organizationId: elsewhere.school.id });
    expect((await send('GET', path, await tokenFor(ctx.deps, foreign.identity))).statusCode).toBe(404);
    // A teacher of no class of the period sees an empty list.
    expect((await send('GET', path, w.otherTeacher.token)).json().data).toEqual([]);

    const mine = await send('GET', path, w.classTeacher.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([
      expect.objectContaining({
        period: expect.objectContaining({ id: w.periodId, name: 'Live week', status: 'open' }),
        class: { id: w.sevenA.id, name: '7.a' },
        url_token: expect.any(String),
        expected: 4,
        finished: 0,
        codes: 0,
      }),
    ]);

    // An ended period is no longer offered.
    await db.update(surveyPeriods).set({ closedAt: new Date() }).where(eq(surveyPeriods.id, w.periodId));
    expect((await send('GET', path, w.classTeacher.token)).json().data).toEqual([]);
  });

  it('makes access codes for the class teacher and the school admin only, recording who', async () => {
    const w = await buildClassSessionWorld(ctx);
    const db = ctx.deps.database.db;
    const path = `/api/school/${w.school.id}/periods/${w.periodId}/classes/${w.sevenA.id}/codes`;
    expect((await send('POST', path, undefined, { count: 2 })).statusCode).toBe(401);
    expect((await send('POST', path, w.students[0].token, { count: 2 })).statusCode).toBe(403);
    expect((await send('POST', path, w.otherTeacher.token, { count: 2 })).statusCode).toBe(403);
    const elsewhere = await buildSchool(db);
    const foreign = await buildIdentity(db, { type: 'school_admin', organizationId: elsewhere.school.id });
    const foreignToken = await tokenFor(ctx.deps, foreign.identity);
    expect((await send('POST', path, foreignToken, { count: 2 })).statusCode).toBe(404);
    const bad = await send('POST', path, w.classTeacher.token, { count: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.join(' ')).toContain('count');

    const made = await send('POST', path, w.classTeacher.token, { count: 3 });
    expect(made.statusCode).toBe(201);
    expect(made.json().data.codes).toHaveLength(3);
    expect((await send('POST', path, w.admin.token, { count: 1 })).statusCode).toBe(201);
    const listed = await send('GET', `/api/school/${w.school.id}/my-class-links`, w.classTeacher.token);
    expect(listed.json().data[0]).toMatchObject({ codes: 4, codes_used: 0 });
    const trail = await db.select().from(events).where(eq(events.identityId, w.classTeacher.identity.id));
    expect(trail.some((event) => event.action === 'Created access codes')).toBe(true);

    await db.update(surveyPeriods).set({ closedAt: new Date() }).where(eq(surveyPeriods.id, w.periodId));
    expect((await send('POST', path, w.classTeacher.token, { count: 1 })).statusCode).toBe(409);
  });
});
