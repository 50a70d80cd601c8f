import { describe, expect, it } from 'vitest';
import type { SchoolsView } from '../../../common/results/schoolsView';
import { revokeToken } from '../../auth/revocation';
import { foldPendingResponses } from '../../services/resultCells/foldCells';
import { bearer } from '../../test/factories';
import { buildResponses, countBehindTheVersions } from '../../test/resultsFactories';
import { schoolsViewWorld } from '../../test/schoolsViewWorld';
import { useWorld } from '../../test/useWorld';

/**
 * Each school's figures are kept while what they were made of is unchanged (services/schoolsView/keptFigures.ts).
 * These prove that they are kept at all, that every change shows at the next read, and per reader.
 */
describe('schools × themes read again', () => {
  const setup = useWorld((t) => schoolsViewWorld(t, 40));
  const db = () => setup.ctx.deps.database.db;
  const read = async (token = setup.world.tokens.organizationAdmin) => {
    const answer = await setup.ctx.app.inject({
      method: 'GET',
      url: `/api/results/v2/schools-view?${setup.world.query}`,
      headers: bearer(token),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as SchoolsView;
  };
  const mid = async (token?: string) => (await read(token)).schools.find((row) => row.name === 'Mid School');

  it('answers a school again from what was kept, and anew once its responses change', async () => {
    await foldPendingResponses(db());
    expect((await mid())?.current.respondents).toBe(7);
    await countBehindTheVersions(db(), setup.world.mid.period.id, 100);
    expect((await mid())?.current.respondents).toBe(7);
    // Another reader's figures are made for them: the count as the cells hold it now.
    expect((await mid(setup.world.officer))?.current.respondents).toBe(107);
    await countBehindTheVersions(db(), setup.world.mid.period.id, -100);
    expect((await mid(setup.world.officer))?.current.respondents).toBe(107);

    // A response finished and not folded yet shows at once; folded, still.
    await buildResponses(db(), [{ periodId: setup.world.mid.period.id, answers: { safe: 4, bullied: 2 } }]);
    expect((await mid())?.current.respondents).toBe(8);
    await foldPendingResponses(db());
    expect((await mid())?.current.respondents).toBe(8);
  });

  it('refuses a revoked token though its figures are kept', async () => {
    const token = setup.world.tokens.organizationAdmin;
    await read(token);
    await revokeToken(db(), await setup.ctx.deps.signer.verify(token));
    const refused = await setup.ctx.app.inject({
      method: 'GET',
      url: `/api/results/v2/schools-view?${setup.world.query}`,
      headers: bearer(token),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).not.toHaveProperty('data');
  });
});
