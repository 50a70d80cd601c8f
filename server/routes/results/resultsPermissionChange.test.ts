import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identities, users } from '../../db/schema';
import { buildIdentity, signIn, testPassword } from '../../test/factories';
import { buildResultsWorld } from '../../test/resultsTestWorld';
import { useWorld } from '../../test/useWorld';

/**
 * A token carries its identity's permissions for its 15 minutes. Before, taking results access away
 * (view_survey_results off, forbid_results_access on) left a signed-in admin reading the school's
 * results until the token ran out. Now a token whose permissions are out of date answers 401
 * token_expired at the next request, the browser takes a fresh token from its session (the
 * permissions as they are now) and asks again, and is refused.
 */
describe('a permission taken away works at the next request', () => {
  const setup = useWorld(buildResultsWorld);

  const summary = () => ({ period_identifiers: { type: 'period', id: setup.world.period.id } });

  /** A school admin with results access, signed in through the API (a session, as in the browser). */
  async function signedInReader() {
    const { identity } = await buildIdentity(setup.world.db, {
      type: 'school_admin',
      organizationId: setup.world.school.id,
      permissions: { view_survey_results: true, manage_survey_periods: true },
      password: testPassword,
    });
    const [user] = await setup.world.db.select().from(users).where(eq(users.id, identity.userId));
    const { token, cookie } = await signIn(setup.ctx.app, user.username);
    expect((await setup.world.post('/api/results/v2/summary', summary(), token)).statusCode).toBe(200);
    const setPermissions = (permissions: Record<string, boolean>) =>
      setup.world.db.update(identities).set({ permissions }).where(eq(identities.id, identity.id));
    const freshToken = async () => {
      const response = await setup.ctx.app.inject({ method: 'GET', url: '/api/token', headers: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.token as string;
    };
    return { token, setPermissions, freshToken };
  }

  async function expectStale(token: string) {
    // A results read (its token checked inside the scope statement) and any other route.
    const read = await setup.world.post('/api/results/v2/summary', summary(), token);
    expect(read.statusCode).toBe(401);
    expect(read.json()).toMatchObject({ error: 'token_expired' });
    expect(read.json()).not.toHaveProperty('data');
    const periods = await setup.ctx.app.inject({
      method: 'GET',
      url: '/api/results/v2/periods',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(periods.statusCode).toBe(401);
    expect(periods.json()).toMatchObject({ error: 'token_expired' });
  }

  it('view_survey_results taken away: the old token is out of date, the fresh one is refused results', async () => {
    const reader = await signedInReader();
    await reader.setPermissions({ view_survey_results: false, manage_survey_periods: true });
    await expectStale(reader.token);
    const fresh = await reader.freshToken();
    expect((await setup.world.post('/api/results/v2/summary', summary(), fresh)).statusCode).toBe(403);
  });

  it('forbid_results_access set: the old token is out of date, the fresh one is refused results', async () => {
    const reader = await signedInReader();
    await reader.setPermissions({
      view_survey_results: true,
      manage_survey_periods: true,
      forbid_results_access: true,
    });
    await expectStale(reader.token);
    const fresh = await reader.freshToken();
    expect((await setup.world.post('/api/results/v2/summary', summary(), fresh)).statusCode).toBe(403);
  });

  it('a permission given, or the same ones written again, leaves the token working', async () => {
    const reader = await signedInReader();
    await reader.setPermissions({ view_survey_results: true, manage_survey_periods: true });
    expect((await setup.world.post('/api/results/v2/summary', summary(), reader.token)).statusCode).toBe(200);
    await reader.setPermissions({
      view_survey_results: true,
      manage_survey_periods: true,
      manage_survey_design: true,
    });
    expect((await setup.world.post('/api/results/v2/summary', summary(), reader.token)).statusCode).toBe(200);
  });
});
