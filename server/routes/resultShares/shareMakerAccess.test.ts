import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities, users } from '../../db/schema';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildResultsPeriod } from '../../test/resultsFactories';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * A share link reads with its maker's authority. Before, only a deleted maker stopped it: the links of an
 * admin who left the school (archived), was disabled, or lost results access (forbid_results_access,
 * view_survey_results taken away) went on showing the school's results to anyone holding them.
 */
describe("a share link ends with its maker's results access", () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const db = () => ctx.deps.database.db;

  async function sharedBy() {
    const { school } = await buildSchool(db());
    const { version } = await buildPublishedSurvey(db(), school.id);
    const period = await buildResultsPeriod(db(), { organizationId: school.id, surveyVersionId: version.id });
    const maker = await buildIdentity(db(), {
      type: 'school_admin',
      organizationId: school.id,
      permissions: { view_survey_results: true },
    });
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/results/v2/share',
      payload: { period_id: period.id },
      headers: bearer(await tokenFor(ctx.deps, maker.identity)),
    });
    expect(made.statusCode, made.body).toBe(201);
    const token = (made.json().data.url as string).split('/').pop() as string;
    const read = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/results/shared/${token}/summary`,
        payload: { period_identifiers: { type: 'period', id: period.id } },
      });
    const open = () => ctx.app.inject({ method: 'GET', url: `/api/results/shared/${token}` });
    // A colleague who shares this period's results sees the school's links, and whether each works.
    const colleague = await buildIdentity(db(), {
      type: 'school_admin',
      organizationId: school.id,
      permissions: { view_survey_results: true },
    });
    const colleagueToken = await tokenFor(ctx.deps, colleague.identity);
    const listed = async () => {
      const list = await ctx.app.inject({
        method: 'GET',
        url: `/api/results/v2/share?period_id=${period.id}`,
        headers: bearer(colleagueToken),
      });
      expect(list.statusCode, list.body).toBe(200);
      return list.json().data as { id: number; active: boolean }[];
    };
    expect((await read()).statusCode).toBe(200);
    expect((await open()).statusCode).toBe(200);
    expect(await listed()).toEqual([expect.objectContaining({ id: made.json().data.id, active: true })]);
    return { maker, read, open, listed };
  }

  const changes: [string, (maker: Awaited<ReturnType<typeof buildIdentity>>) => Promise<unknown>][] = [
    [
      'archived',
      (maker) =>
        db().update(identities).set({ archivedAt: new Date() }).where(eq(identities.id, maker.identity.id)),
    ],
    [
      'disabled',
      (maker) => db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, maker.user.id)),
    ],
    [
      'forbidden results',
      (maker) =>
        db()
          .update(identities)
          .set({ permissions: { view_survey_results: true, forbid_results_access: true } })
          .where(eq(identities.id, maker.identity.id)),
    ],
    [
      'results taken away',
      (maker) =>
        db()
          .update(identities)
          .set({ permissions: { view_survey_results: false } })
          .where(eq(identities.id, maker.identity.id)),
    ],
  ];

  for (const [what, change] of changes) {
    it(`stops reading when the maker is ${what}`, async () => {
      const { maker, read, open, listed } = await sharedBy();
      await change(maker);
      const after = await read();
      expect(after.statusCode, after.body.slice(0, 200)).toBe(404);
      // The link's page says it is unavailable, as for a revoked link, naming no period.
      const opened = await open();
      expect(opened.statusCode).toBe(404);
      expect(opened.json()).toMatchObject({ error: 'not_found', message: 'Share link not found' });
      // Still listed for the school (to be revoked or replaced), marked as not working.
      expect(await listed()).toEqual([expect.objectContaining({ active: false })]);
    });
  }
});
