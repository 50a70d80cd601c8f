import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeToken } from '../../auth/revocation';
import { classes } from '../../db/schema';
import { buildClassSessionWorld, finishPoll, openCountStream } from '../../test/classSessionWorld';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('live class sessions', () => {
  let ctx: TestApp;
  let origin: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx.close());

  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('opens for the class teacher and the school admin; refuses everyone else', async () => {
    const w = await buildClassSessionWorld(ctx);
    const db = ctx.deps.database.db;
    expect((await get(w.sessionPath)).statusCode).toBe(401);
    expect((await get(w.sessionPath, w.students[0].token)).statusCode).toBe(403);
    expect((await get(w.sessionPath, w.otherTeacher.token)).statusCode).toBe(403);
    const elsewhere = await buildSchool(db);
    const foreignAdmin = await buildIdentity(db, {
      type: 'school_admin',
      organizationId: elsewhere.school.id,
    });
    expect((await get(w.sessionPath, await tokenFor(ctx.deps, foreignAdmin.identity))).statusCode).toBe(404);
    const orgAdmin = await buildIdentity(db, { type: 'organization_admin', organizationId: w.parent.id });
    expect((await get(w.sessionPath, await tokenFor(ctx.deps, orgAdmin.identity))).statusCode).toBe(404);
    // Another school's period or class under this school's id is missing, like an unknown one.
    const missingClass = w.sessionPath.replace(`/classes/${w.sevenA.id}/`, '/classes/999999/');
    expect((await get(missingClass, w.admin.token)).statusCode).toBe(404);
    expect((await get(`${w.sessionPath}/events`, w.otherTeacher.token)).statusCode).toBe(403);
    // Asked as a plain request, the stream says what it is instead of never ending.
    expect((await get(`${w.sessionPath}/events`, w.classTeacher.token)).statusCode).toBe(400);

    const seen = await get(w.sessionPath, w.classTeacher.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({
      period: { id: w.periodId, name: 'Live week' },
      class: { id: w.sevenA.id, name: '7.a' },
      finished: 0,
      expected: 4,
      status: 'open',
    });
    expect(seen.json().data.url_token).toEqual(expect.any(String));
    // What the projector names the survey by, and whether pupils have codes to enter with yet.
    expect(seen.json().data.survey_title).toMatchObject({ en: expect.any(String) });
    expect(seen.json().data.codes).toEqual({ made: 0, unused: 0 });
    const made = await ctx.app.inject({
      method: 'POST',
      url: `/api/school/${w.school.id}/periods/${w.periodId}/classes/${w.sevenA.id}/codes`,
      headers: bearer(w.classTeacher.token),
      payload: { count: 3 },
    });
    expect(made.statusCode).toBe(201);
    expect((await get(w.sessionPath, w.classTeacher.token)).json().data.codes).toEqual({
      made: 3,
      unused: 3,
    });
    expect((await get(w.sessionPath, w.admin.token)).statusCode).toBe(200);
  });

  it('counts finishes as they arrive, the same number the period screen shows', async () => {
    const w = await buildClassSessionWorld(ctx);
    const stream = await openCountStream(`${origin}${w.sessionPath}/events`, w.classTeacher.token);
    try {
      await stream.until((count) => count.finished === 0 && count.expected === 4);
      await finishPoll(ctx.app, w.students[0]);
      await stream.until((count) => count.finished === 1, 2000);
      await finishPoll(ctx.app, w.students[1]);
      await stream.until((count) => count.finished === 2, 2000);
    } finally {
      stream.close();
    }
    const period = await get(`/api/school/${w.school.id}/periods/${w.periodId}`, w.admin.token);
    const classRow = period
      .json()
      .data.classes.find((row: { class_id: number }) => row.class_id === w.sevenA.id);
    expect(classRow).toMatchObject({ finished: 2, expected: 4 });
  });

  it('ends a stream whose token is revoked, or whose teacher is taken off the class, before the next count', async () => {
    const w = await buildClassSessionWorld(ctx);
    const db = ctx.deps.database.db;
    const signedOut = await openCountStream(`${origin}${w.sessionPath}/events`, w.admin.token);
    const takenOff = await openCountStream(`${origin}${w.sessionPath}/events`, w.classTeacher.token);
    try {
      await signedOut.until((count) => count.finished === 0);
      await takenOff.until((count) => count.finished === 0);
      // The admin signs out (the token is blacklisted); the class gets another teacher.
      await revokeToken(db, await ctx.deps.signer.verify(w.admin.token));
      await db
        .update(classes)
        .set({ teacherId: w.otherTeacher.identity.id })
        .where(eq(classes.id, w.sevenA.id));
      await finishPoll(ctx.app, w.students[0]);
      for (const stream of [signedOut, takenOff]) {
        const outcome = await Promise.race([
          stream.ended.then(() => 'ended'),
          stream.until((count) => count.finished === 1, 10_000).then(() => 'count sent after access ended'),
        ]);
        expect(outcome).toBe('ended');
        expect(stream.counts.some((count) => count.finished === 1)).toBe(false);
      }
    } finally {
      signedOut.close();
      takenOff.close();
    }
    // Opened again, the stream is refused.
    expect((await get(`${w.sessionPath}/events`, w.admin.token)).statusCode).toBe(401);
    expect((await get(`${w.sessionPath}/events`, w.classTeacher.token)).statusCode).toBe(403);
  });

  it('a stopping server ends its open streams instead of waiting on them', async () => {
    const own = await createTestApp();
    const ownOrigin = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const w = await buildClassSessionWorld(own);
    const stream = await openCountStream(`${ownOrigin}${w.sessionPath}/events`, w.classTeacher.token);
    try {
      await stream.until((count) => count.expected === 4);
      // The stream stays open on the client's side until finally: close() returning at all shows the
      // server ended it instead of waiting (no clock read, so the verdict does not depend on the machine).
      await own.close();
    } finally {
      stream.close();
    }
  });
});
