import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultsUsageRow } from '../../../common/metrics/types';
import { bearer, buildSchool } from '../../test/factories';
import { buildResultsPeriod } from '../../test/resultsFactories';
import { tokenOf } from '../../test/roleTokens';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * A results usage event names the period whose results were opened, exported or shared, and the
 * metrics count it for that period's school. Only a caller who reads those results may name it:
 * before, another school's admin or an anonymous caller could write into school A's usage figures.
 */
describe('POST /api/events naming a results period', () => {
  let ctx: TestApp;
  let schoolA: number;
  let periodA: number;
  let otherPeriodA: number;
  const tokens = {} as Record<'adminA' | 'adminB' | 'teacherA' | 'superAdmin', string>;
  let shareToken = '';

  const post = (payload: object, token: string | null) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      payload,
      headers: token ? bearer(token) : {},
    });
  const opened = (id: number, extra: object = {}) => ({
    category: 'Results',
    action: 'open',
    details: { mode: 'school', type: 'period', id, ...extra },
  });
  const usageOfA = async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/organizations/${schoolA}/results-usage`,
      headers: bearer(tokens.superAdmin),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as ResultsUsageRow[];
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.deps.database.db;
    const a = await buildSchool(db);
    const b = await buildSchool(db);
    schoolA = a.school.id;
    const { version } = await buildPublishedSurvey(db, schoolA);
    periodA = (await buildResultsPeriod(db, { organizationId: schoolA, surveyVersionId: version.id })).id;
    otherPeriodA = (await buildResultsPeriod(db, { organizationId: schoolA, surveyVersionId: version.id }))
      .id;
    const results = { view_survey_results: true };
    tokens.adminA = await tokenOf(ctx.deps, 'school_admin', schoolA, results);
    tokens.adminB = await tokenOf(ctx.deps, 'school_admin', b.school.id, results);
    tokens.teacherA = await tokenOf(ctx.deps, 'teacher', schoolA);
    tokens.superAdmin = await tokenOf(ctx.deps, 'super_admin', null);
    const share = await ctx.app.inject({
      method: 'POST',
      url: '/api/results/v2/share',
      payload: { period_id: periodA },
      headers: bearer(tokens.adminA),
    });
    expect(share.statusCode, share.body).toBe(201);
    shareToken = (share.json().data.url as string).split('/').pop() as string;
    // Making the link is recorded by the server itself: school A's one usage row so far.
    expect((await usageOfA()).map((row) => [row.kind, row.period_id])).toEqual([['shared', periodA]]);
  });
  afterAll(() => ctx.close());

  it("refuses another school's admin and an anonymous caller: school A's usage stays untouched", async () => {
    const forged = [
      await post(opened(periodA), tokens.adminB),
      await post({ ...opened(periodA), action: 'share' }, tokens.adminB),
      await post({ category: 'Results', action: 'share', details: { period_id: periodA } }, tokens.adminB),
      await post(
        {
          category: 'Results PDF modal',
          action: 'start',
          details: { kind: 'pdf', type: 'period', id: periodA },
        },
        tokens.adminB,
      ),
      await post(
        {
          category: 'Results Excel Manual modal',
          action: 'start',
          details: { kind: 'xlsx', type: 'parent_period', id: String(periodA) },
        },
        tokens.adminB,
      ),
      await post(opened(periodA, { mode: 'shared' }), null),
      // A share link of another period does not open this one.
      await post(opened(otherPeriodA, { mode: 'shared', share_token: shareToken }), null),
      await post(opened(periodA, { mode: 'shared', share_token: 'not-a-link' }), null),
    ];
    for (const response of forged) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, error: 'not_found' });
    }
    expect((await usageOfA()).length).toBe(1);
  });

  it('refuses a teacher of the school without results access with 403, as the results do', async () => {
    const response = await post(opened(periodA), tokens.teacherA);
    expect(response.statusCode, response.body).toBe(403);
    expect((await usageOfA()).length).toBe(1);
  });

  it("records the school's own reader and a share link's viewer, never storing the link's token", async () => {
    const own = await post(opened(periodA), tokens.adminA);
    expect(own.statusCode, own.body).toBe(201);
    const shared = await post(opened(periodA, { mode: 'shared', share_token: shareToken }), null);
    expect(shared.statusCode, shared.body).toBe(201);
    expect(shared.json().data.details).toEqual({ mode: 'shared', type: 'period', id: periodA });
    expect(JSON.stringify(shared.json().data)).not.toContain(shareToken);
    // The link's screen sends its token whoever is signed in: the link is what was read.
    const linkOpenedBySomeoneElse = await post(
      opened(periodA, { mode: 'shared', share_token: shareToken }),
      tokens.adminB,
    );
    expect(linkOpenedBySomeoneElse.statusCode, linkOpenedBySomeoneElse.body).toBe(201);
    const usage = await usageOfA();
    expect(usage.map((row) => [row.kind, row.identity_type, row.period_id])).toEqual([
      ['opened', 'school_admin', periodA],
      ['opened', 'anonymous', periodA],
      ['opened', 'school_admin', periodA],
      ['shared', 'school_admin', periodA],
    ]);
  });

  it('leaves events that name no counted period alone', async () => {
    for (const payload of [
      // The demo is never counted; a survey's results across periods count for the actor's organisation.
      opened(periodA, { mode: 'demo' }),
      { category: 'Results', action: 'open', details: { mode: 'school', type: 'survey', id: 5 } },
      { category: 'Results', action: 'Opened results', details: { periodId: periodA } },
      { category: 'Poll-filling', action: 'Opened', details: { period_id: periodA } },
    ]) {
      expect((await post(payload, tokens.adminB)).statusCode, JSON.stringify(payload)).toBe(201);
      expect((await post(payload, null)).statusCode, JSON.stringify(payload)).toBe(201);
    }
    expect((await usageOfA()).length).toBe(4);
  });
});
