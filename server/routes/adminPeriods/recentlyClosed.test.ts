import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { surveyPeriods } from '../../db/schema/surveys';
import { bearer, buildSchool } from '../../test/factories';
import { buildResponses, buildResultsPeriod } from '../../test/resultsFactories';
import { roleTokens } from '../../test/roleTokens';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

const day = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * day);
const url = '/api/admin/survey-periods/recently-closed';

type Listed = {
  id: number;
  name: string;
  organization: { id: number; name: string };
  survey: { title: { en?: string } };
  ended_at: string;
  progress: { finished: number };
};

describe('back office: recently closed survey periods', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const db = () => ctx.deps.database.db;
  const get = (token: string | null, query = '') =>
    ctx.app.inject({ method: 'GET', url: `${url}${query}`, headers: token ? bearer(token) : {} });

  async function world() {
    const school = await buildSchool(db());
    const tokens = await roleTokens(ctx.deps, school);
    const { version } = await buildPublishedSurvey(db(), null);
    const period = (values: Partial<typeof surveyPeriods.$inferInsert>) =>
      buildResultsPeriod(db(), { organizationId: school.school.id, surveyVersionId: version.id, ...values });
    const closedEarly = await period({ startsAt: daysAgo(20), endsAt: daysAgo(-5), closedAt: daysAgo(2) });
    const ended = await period({ startsAt: daysAgo(40), endsAt: daysAgo(10) });
    const endedLongAgo = await period({ startsAt: daysAgo(60), endsAt: daysAgo(31) });
    const open = await period({ startsAt: daysAgo(3), endsAt: daysAgo(-3) });
    const closingLater = await period({ startsAt: daysAgo(3), endsAt: daysAgo(-9), closedAt: daysAgo(-1) });
    await buildResponses(db(), [
      { periodId: ended.id, answers: {} },
      { periodId: ended.id, answers: {} },
      { periodId: ended.id, answers: {}, status: 'in_progress' },
    ]);
    return { school, tokens, closedEarly, ended, endedLongAgo, open, closingLater };
  }

  it('answers 401 without a token and 403 to every signed-in role but a super-admin', async () => {
    const { tokens } = await world();
    expect((await get(null)).statusCode).toBe(401);
    for (const [role, token] of Object.entries(tokens.members))
      expect((await get(token)).statusCode, role).toBe(403);
  });

  it('lists the periods closed in the last 30 days, the latest first, with the moment and responses', async () => {
    const w = await world();
    const answer = await get(w.tokens.superAdmin);
    expect(answer.statusCode).toBe(200);
    const rows = (answer.json().data as Listed[]).filter((row) => row.organization.id === w.school.school.id);
    expect(rows.map((row) => row.id)).toEqual([w.closedEarly.id, w.ended.id]);
    const [early, ended] = rows;
    expect(early.ended_at).toBe(w.closedEarly.closedAt?.toISOString());
    expect(ended.ended_at).toBe(w.ended.endsAt.toISOString());
    expect(ended).toMatchObject({
      name: w.ended.name,
      organization: { name: w.school.school.name },
      progress: { finished: 2 },
    });
    expect(early.survey.title.en).toBeTruthy();
  });

  it('refuses a bad limit with 400 naming it', async () => {
    const w = await world();
    const answer = await get(w.tokens.superAdmin, '?limit=0');
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('limit');
  });
});
