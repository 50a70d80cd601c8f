import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCookieName } from '../../http/clientKey';
import { buildIdentity, buildSchool, testPassword } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

/** Issue 13 finding 2: failed sign-ins are limited per account and client, and per client, never per account alone. */
describe('sign-in limits', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  // Without a session cookie a client is its address and browser; a different browser is another client.
  const login = (username: string, password: string, browser: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      headers: { 'user-agent': browser },
    });

  async function member() {
    const { school } = await buildSchool(ctx.deps.database.db);
    const { user } = await buildIdentity(ctx.deps.database.db, {
      type: 'school_admin',
      organizationId: school.id,
      password: testPassword,
    });
    return user;
  }

  it('slows the client that guesses, while the owner signs in from another client', async () => {
    const user = await member();
    const attacker = `attacker-${randomUUID()}`;
    for (let i = 0; i < 5; i++)
      expect((await login(user.username, `wrong-${i}`, attacker)).statusCode).toBe(401);
    const slowed = await login(user.username, testPassword, attacker);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toMatch(/Try again in \d+ (seconds|minutes)\./);

    expect((await login(user.username, testPassword, `owner-${randomUUID()}`)).statusCode).toBe(200);
  });

  it("keeps the computers of a school lab apart: one pupil's failures hold back only the browsers without a device cookie", async () => {
    // Every computer of the lab: one address, one browser make.
    const lab = `lab-chrome-${randomUUID()}`;
    const teacher = await member();
    const signIn = (password: string, cookies: Record<string, string> = {}, username = teacher.username) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password },
        headers: { 'user-agent': lab },
        cookies,
      });
    // The teacher's computer signed in before (and signed out: no session cookie), so it has its device cookie.
    const first = await signIn(testPassword);
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((cookie) => cookie.name === deviceCookieName);
    expect(device).toMatchObject({ httpOnly: true, path: '/api' });
    const teachersComputer = { [deviceCookieName]: device?.value ?? '' };

    // A pupil at another computer, without cookies, guesses the teacher's password and sprays others (30 failures).
    for (let i = 0; i < 5; i++) expect((await signIn(`guess-${i}`)).statusCode).toBe(401);
    for (let i = 0; i < 25; i++)
      expect((await signIn('Winter2026!', {}, `nobody-${randomUUID()}`)).statusCode).toBe(401);
    const pupil = await signIn(testPassword);
    expect(pupil.statusCode).toBe(429);
    // A made-up device cookie is no way round it; the answer hands out a real one for next time.
    expect((await signIn(testPassword, { [deviceCookieName]: 'made-up' })).statusCode).toBe(429);
    expect(pupil.cookies.some((cookie) => cookie.name === deviceCookieName)).toBe(true);

    expect((await signIn(testPassword, teachersComputer)).statusCode).toBe(200);
  });

  it('limits one client spraying passwords across many accounts', async () => {
    const sprayer = `sprayer-${randomUUID()}`;
    for (let i = 0; i < 30; i++) {
      expect((await login(`nobody-${randomUUID()}`, 'Winter2026!', sprayer)).statusCode).toBe(401);
    }
    const user = await member();
    expect((await login(user.username, testPassword, sprayer)).statusCode).toBe(429);
    expect((await login(user.username, testPassword, `someone-else-${randomUUID()}`)).statusCode).toBe(200);
  });
});
