import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('seen onboarding items', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const send = (method: 'GET' | 'POST', token?: string, payload?: object) =>
    ctx.app.inject({ method, url: '/api/user/seen-items', payload, headers: token ? bearer(token) : {} });

  it('keeps what a person has seen, once, for that person only', async () => {
    const db = ctx.deps.database.db;
    const { school } = await buildSchool(db);
    const teacher = await buildIdentity(db, { type: 'teacher', organizationId: school.id });
    const token = await tokenFor(ctx.deps, teacher.identity);
    const someoneElse = await tokenFor(
      ctx.deps,
      (await buildIdentity(db, { type: 'student', organizationId: school.id })).identity,
    );

    expect((await send('GET')).statusCode).toBe(401);
    expect((await send('POST', undefined, { item: 'onboarding.teacher' })).statusCode).toBe(401);
    const bad = await send('POST', token, { item: 'Onboarding Teacher!' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatch(/^item: /);

    expect((await send('GET', token)).json().data).toEqual([]);
    const seen = await send('POST', token, { item: 'onboarding.teacher' });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toEqual(['onboarding.teacher']);
    expect((await send('POST', token, { item: 'onboarding.teacher' })).json().data).toEqual([
      'onboarding.teacher',
    ]);
    expect((await send('GET', token)).json().data).toEqual(['onboarding.teacher']);
    expect((await send('GET', someoneElse)).json().data).toEqual([]);

    const recorded = await db.select().from(events).where(eq(events.identityId, teacher.identity.id));
    expect(recorded.filter((event) => event.category === 'Onboarding')).toHaveLength(1);
  });
});
