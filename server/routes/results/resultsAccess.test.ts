import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classes, polls } from '../../db/schema';
import { buildSchool } from '../../test/factories';
import { buildResultsWorld } from '../../test/resultsTestWorld';
import { useWorld } from '../../test/useWorld';

const summaryUrl = '/api/results/v2/summary';

describe('who may read results', () => {
  const setup = useWorld(buildResultsWorld);

  const body = () => ({ period_identifiers: { type: 'period', id: setup.world.period.id } });
  const answered = (payload: { data: { questions: { key: string; answered: number }[] } }) =>
    payload.data.questions.find((question) => question.key === 'safe')?.answered;

  it('refuses anonymous callers with 401', async () => {
    expect((await setup.world.post(summaryUrl, body())).statusCode).toBe(401);
    expect((await setup.world.get('/api/results/v2/periods')).statusCode).toBe(401);
  });

  it('refuses students and parents with 403', async () => {
    for (const type of ['student', 'parent'] as const) {
      const { token } = await setup.world.tokenOf(type, setup.world.school.id, { view_survey_results: true });
      expect((await setup.world.post(summaryUrl, body(), token)).statusCode).toBe(403);
    }
  });

  it('refuses a teacher without results access and staff without view_survey_results', async () => {
    const teacher = await setup.world.tokenOf('teacher', setup.world.school.id);
    const staff = await setup.world.tokenOf('school_admin', setup.world.school.id, { manage_users: true });
    for (const { token } of [teacher, staff]) {
      const response = await setup.world.post(summaryUrl, body(), token);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/view_survey_results/);
    }
    expect((await setup.world.get('/api/results/v2/periods', teacher.token)).statusCode).toBe(403);
  });

  it('refuses forbid_results_access even with view_survey_results', async () => {
    const { token } = await setup.world.tokenOf('school_admin', setup.world.school.id, {
      view_survey_results: true,
      forbid_results_access: true,
    });
    expect((await setup.world.post(summaryUrl, body(), token)).statusCode).toBe(403);
  });

  it("answers 404 to another school's admin, as for a missing period", async () => {
    const { school: other } = await buildSchool(setup.world.db);
    const { token } = await setup.world.tokenOf('school_admin', other.id, { view_survey_results: true });
    expect((await setup.world.post(summaryUrl, body(), token)).statusCode).toBe(404);
    const missing = { period_identifiers: { type: 'period', id: 987654 } };
    expect((await setup.world.post(summaryUrl, missing, setup.world.owner.token)).statusCode).toBe(404);
  });

  it('lets the owner, the parent organisation admin and a super-admin read everything', async () => {
    const organizationAdmin = await setup.world.tokenOf('organization_admin', setup.world.parent.id);
    const superAdmin = await setup.world.tokenOf('super_admin', null);
    for (const { token } of [setup.world.owner, organizationAdmin, superAdmin]) {
      const response = await setup.world.post(summaryUrl, body(), token);
      expect(response.statusCode).toBe(200);
      expect(answered(response.json())).toBe(12);
    }
  });

  it('shows a teacher with results access only the classes they teach', async () => {
    const response = await setup.world.post(summaryUrl, body(), setup.world.teacher.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.info.survey_info.respondentOriginCount).toBe(7);
    expect(answered(response.json())).toBe(7);
    const safe = response.json().data.questions.find((q: { key: string }) => q.key === 'safe');
    // Class A alone: 5,5,4,4,4,3,1.
    expect(safe.distribution.map((entry: { count: number }) => entry.count)).toEqual([1, 0, 1, 3, 2]);
  });

  it("counts a teacher's response rate against the head count of their own classes", async () => {
    const db = setup.world.db;
    for (const [klass, numStudents] of [
      [setup.world.classes.a, 10],
      [setup.world.classes.b, 8],
    ] as const) {
      await db.update(classes).set({ numStudents }).where(eq(classes.id, klass.id));
      await db
        .insert(polls)
        .values({ periodId: setup.world.period.id, kind: 'class_link', classId: klass.id });
    }
    const own = (await setup.world.post(summaryUrl, body(), setup.world.teacher.token)).json().data.info
      .survey_info;
    // Class A: 7 finished of its 10 (the whole period expects 24).
    expect(own).toMatchObject({ num_finished: 7, respondentsExpected: 10, responseRate: 70 });
    const all = (await setup.world.post(summaryUrl, body(), setup.world.owner.token)).json().data.info
      .survey_info;
    expect(all).toMatchObject({ num_finished: 12, respondentsExpected: 24, responseRate: 50 });
    const listed = (await setup.world.get('/api/results/v2/periods', setup.world.teacher.token)).json().data;
    expect(listed).toMatchObject([{ id: setup.world.period.id, num_finished: 7, respondents_expected: 10 }]);
  });

  it('keeps a school period out of the demo prefix, which needs no token', async () => {
    const response = await setup.world.post('/api/results/demo/summary', body());
    expect(response.statusCode).toBe(404);
  });
});
