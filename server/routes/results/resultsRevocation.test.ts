import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { revokeToken } from '../../auth/revocation';
import { identities, sessions, users } from '../../db/schema';
import { buildIdentity, signIn, testPassword } from '../../test/factories';
import { buildResultsWorld } from '../../test/resultsTestWorld';
import { useWorld } from '../../test/useWorld';

/**
 * The results reads check the token's revocation inside the scope's statement instead of a round
 * trip before it (config.revocationInFirstRead, issue 20): a revoked token must still be refused
 * with 401 on every one of them, whatever it asks for, and learn nothing.
 */
describe('results reads with a revoked token', () => {
  const setup = useWorld(buildResultsWorld);

  const period = () => ({ type: 'period', id: setup.world.period.id });
  const reads = () =>
    [
      ['/api/results/v2/summary', { period_identifiers: period() }],
      ['/api/results/v2/summary', { period_identifiers: { type: 'survey', id: setup.world.survey.id } }],
      ['/api/results/v2/summary', { period_identifiers: { type: 'period', id: 987654 } }],
      ['/api/results/v2/texts', { period_identifiers: period(), question_id: 'safe' }],
      ['/api/results/v2/compare', { period_identifiers: period(), compare_identifiers: period() }],
      ['/api/results/v2/heatmap', { period_identifiers: period() }],
    ] as const;

  const reader = () =>
    setup.world.tokenOf('school_admin', setup.world.school.id, { view_survey_results: true });

  async function expectRefused(token: string) {
    for (const [url, body] of reads()) {
      const response = await setup.world.post(url, body, token);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
      expect(response.json()).not.toHaveProperty('data');
    }
  }

  it('answers a good token (the check passes inside the scope statement)', async () => {
    const { token } = await reader();
    const summary = await setup.world.post(
      '/api/results/v2/summary',
      { period_identifiers: period() },
      token,
    );
    expect(summary.statusCode).toBe(200);
    expect(summary.json().data.info.survey_info.num_finished).toBeGreaterThan(0);
    const survey = { period_identifiers: { type: 'survey', id: setup.world.survey.id } };
    expect((await setup.world.post('/api/results/v2/summary', survey, token)).statusCode).toBe(200);
  });

  it('refuses a blacklisted token with 401 token_blacklisted on every read', async () => {
    const { token } = await reader();
    await revokeToken(setup.world.db, await setup.ctx.deps.signer.verify(token));
    await expectRefused(token);
    const response = await setup.world.post(
      '/api/results/v2/summary',
      { period_identifiers: period() },
      token,
    );
    expect(response.json()).toMatchObject({ status: 401, message: 'The token has been blacklisted' });
  });

  it('refuses the token of an archived identity and of a disabled user', async () => {
    const archived = await reader();
    await setup.world.db
      .update(identities)
      .set({ archivedAt: new Date() })
      .where(eq(identities.id, archived.identity.id));
    await expectRefused(archived.token);
    const disabled = await reader();
    await setup.world.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, disabled.identity.userId));
    await expectRefused(disabled.token);
  });

  it('refuses a token whose session was revoked, and answers while it was not', async () => {
    const { identity } = await buildIdentity(setup.world.db, {
      type: 'school_admin',
      organizationId: setup.world.school.id,
      permissions: { view_survey_results: true },
      password: testPassword,
    });
    const [user] = await setup.world.db.select().from(users).where(eq(users.id, identity.userId));
    const { token } = await signIn(setup.ctx.app, user.username);
    const body = { period_identifiers: period() };
    expect((await setup.world.post('/api/results/v2/summary', body, token)).statusCode).toBe(200);
    await setup.world.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id));
    await expectRefused(token);
  });

  it('still answers 401 without a token and for a forged one', async () => {
    for (const [url, body] of reads()) {
      expect((await setup.world.post(url, body)).statusCode).toBe(401);
      expect((await setup.world.post(url, body, `${setup.world.owner.token}x`)).statusCode).toBe(401);
    }
  });
});
