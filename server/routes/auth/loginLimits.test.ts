import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
