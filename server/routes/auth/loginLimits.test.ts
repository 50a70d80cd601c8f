import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCookieName } from '../../http/clientKey';
import { knownAccountsCookieName } from '../../http/knownAccounts';
import { issuePasswordLink } from '../../services/accounts/passwordReset';
import { buildIdentity, buildSchool, testPassword } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * Issue 13 finding 2: failed sign-ins are limited per account and client, and per client, never per account
 * alone. Issue 36.4: never per address; an account guessed at from too many new browsers opens only to its
 * known ones.
 */
describe('sign-in limits', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  // Without a session cookie a client is its address and browser; a different browser is another client.
  const login = (
    username: string,
    password: string,
    browser: string,
    from: { cookies?: Record<string, string>; remoteAddress?: string } = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      headers: { 'user-agent': browser },
      ...from,
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
      login(username, password, lab, { cookies });
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

  it("1,000 wrong passwords from the school's address, a new browser name each, lock nobody out", async () => {
    const address = '203.0.113.9';
    const signIn = (
      username: string,
      password: string,
      browser: string,
      cookies: Record<string, string> = {},
    ) => login(username, password, browser, { cookies, remoteAddress: address });
    const owner = await member();
    const colleague = await member();
    // The owner's own computer signed in before: it keeps its device cookie and knows the account.
    const before = await signIn(owner.username, testPassword, 'owner chrome');
    expect(before.statusCode).toBe(200);
    const ownComputer = Object.fromEntries(
      before.cookies
        .filter((cookie) => cookie.name === deviceCookieName || cookie.name === knownAccountsCookieName)
        .map((cookie) => [cookie.name, cookie.value]),
    );
    expect(Object.keys(ownComputer).sort()).toEqual([knownAccountsCookieName, deviceCookieName].sort());

    const statuses: Record<number, number> = {};
    for (let i = 0; i < 1000; i++) {
      const status = (await signIn(owner.username, `guess-${i}`, `pupil browser ${i}`)).statusCode;
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    // 30 guesses were checked; then the account opens only to the browsers it knows.
    expect(statuses).toEqual({ 401: 30, 429: 970 });

    expect((await signIn(owner.username, testPassword, 'owner chrome', ownComputer)).statusCode).toBe(200);
    expect((await signIn(colleague.username, testPassword, 'colleague firefox')).statusCode).toBe(200);
    // The bound: the right password from a browser the account never used waits, and says what to do.
    const stranger = await signIn(owner.username, testPassword, 'owner at a new computer');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error).toBe('known_device_required');
    expect(stranger.json().message).toMatch(
      /Sign in on a device you have used before, reset your password by e-mail/,
    );

    // A password link proves the account: that browser is known from then on.
    const device = stranger.cookies.find((cookie) => cookie.name === deviceCookieName)!;
    const link = new URL(await issuePasswordLink(ctx.deps.database.db, ctx.deps.config, owner.id, false));
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link.searchParams.get('token'), password: 'Pavasaris-2026!' },
      cookies: { [deviceCookieName]: device.value },
      remoteAddress: address,
    });
    expect(reset.statusCode).toBe(200);
    const known = reset.cookies.find((cookie) => cookie.name === knownAccountsCookieName)!;
    const newComputer = { [deviceCookieName]: device.value, [knownAccountsCookieName]: known.value };
    expect(
      (await signIn(owner.username, 'Pavasaris-2026!', 'owner at a new computer', newComputer)).statusCode,
    ).toBe(200);
    // Another browser's proof is no proof here: the known accounts are bound to the device id.
    expect(
      (
        await signIn(owner.username, 'Pavasaris-2026!', 'pupil with a copied cookie', {
          [knownAccountsCookieName]: known.value,
        })
      ).statusCode,
    ).toBe(429);
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
