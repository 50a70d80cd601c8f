import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revokeToken } from '../../auth/revocation';
import {
  events,
  identities,
  organizations,
  resultCells,
  surveyPeriods,
  surveyVersions,
} from '../../db/schema';
import { benchmarks } from '../../db/schema/results';
import { resultsSummaries } from '../../metrics/registry';
import { schoolYearOf } from '../../services/benchmarks/benchmarkQueries';
import { foldPendingResponses } from '../../services/resultCells/foldCells';
import { buildSchool } from '../../test/factories';
import {
  buildResponses,
  buildResultsPeriod,
  countBehindTheVersions as countBehindTheVersionsOf,
} from '../../test/resultsFactories';
import { buildParentPeriodWorld } from '../../test/resultsParentWorld';
import { buildResultsWorld } from '../../test/resultsTestWorld';
import { useWorld } from '../../test/useWorld';

/**
 * A summary read whole is answered again from what this server kept while nothing it was made of
 * changed (services/results/summaryCache.ts). These prove that it is answered again at all, that
 * every change shows at the next read, and that whoever may not read the period still cannot.
 */
describe('kept results summaries', () => {
  const setup = useWorld(buildResultsWorld);
  const db = () => setup.world.db;
  const whole = () => ({ period_identifiers: { type: 'period', id: setup.world.period.id } });
  const summary = async (token = setup.world.owner.token, body: object = whole()) => {
    const response = await setup.world.post('/api/results/v2/summary', body, token);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const finished = async (token?: string) => (await summary(token)).info.survey_info.num_finished;
  const fold = async () => {
    await foldPendingResponses(db());
  };

  const countBehindTheVersions = (add: number) => countBehindTheVersionsOf(db(), setup.world.period.id, add);

  /** balss_results_summaries_total of `answer` (the metric shared by this process's apps). */
  const answered = async (answer: 'kept' | 'made') =>
    (await resultsSummaries.get()).values.find((entry) => entry.labels.answer === answer)?.value ?? 0;

  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the same read again while nothing changed, and anew once the cells change', async () => {
    await fold();
    const first = await finished();
    await countBehindTheVersions(100);
    const keptBefore = await answered('kept');
    expect(await finished()).toBe(first);
    expect(await answered('kept')).toBe(keptBefore + 1);
    // A change the triggers see: the fold of one more response.
    await buildResponses(db(), [{ periodId: setup.world.period.id, answers: { safe: 3 } }]);
    expect(await finished()).toBe(first + 101);
    await fold();
    expect(await finished()).toBe(first + 101);
    await countBehindTheVersions(-100);
    expect(await finished()).toBe(first + 101);
    await db().execute(sql`update result_cells set count = count where period_id = ${setup.world.period.id}`);
    expect(await finished()).toBe(first + 1);
  });

  it('shows a response that finished after the answer was kept before the fold counts it', async () => {
    await fold();
    const before = await finished();
    await buildResponses(db(), [{ periodId: setup.world.period.id, answers: { safe: 5 } }]);
    expect(await finished()).toBe(before + 1);
  });

  it('reads the period, its school, its survey and its benchmarks anew once they change', async () => {
    await fold();
    const period = setup.world.period;
    await summary();
    await db().update(surveyPeriods).set({ name: 'Renamed period' }).where(eq(surveyPeriods.id, period.id));
    expect((await summary()).info.period.name).toBe('Renamed period');
    await db()
      .update(organizations)
      .set({ name: 'Renamed school' })
      .where(eq(organizations.id, setup.world.school.id));
    expect((await summary()).info.survey_info.organization_name).toBe('Renamed school');
    const content = { ...setup.world.version.content, title: { en: 'Renamed survey' } };
    await db().update(surveyVersions).set({ content }).where(eq(surveyVersions.id, setup.world.version.id));
    expect((await summary()).info.survey_info.survey_name).toBe('Renamed survey');
    const [benchmark] = await db()
      .insert(benchmarks)
      .values({
        surveyVersionId: setup.world.version.id,
        schoolYear: schoolYearOf(period.startsAt),
        scope: 'overall',
        name: { en: 'Everyone' },
        schoolCount: 5,
        respondentCount: 400,
        // Computed with its counts (a benchmark read as other schools only needs them).
        counts: { respondents: 400, values: {}, answered: {} },
        values: {},
      })
      .returning();
    const listed = (await summary()).benchmarks.list.map((entry: { id: number }) => entry.id);
    expect(listed).toContain(benchmark.id);
  });

  it('counts the removal of a response as a change (a poll or period deleted takes its responses)', async () => {
    const contextVersion = async () =>
      Number(
        (
          (await db().execute(sql`select version from results_context_version`)) as unknown as {
            rows: { version: number }[];
          }
        ).rows[0].version,
      );
    const [response] = await buildResponses(db(), [
      { periodId: setup.world.period.id, answers: { safe: 1 } },
    ]);
    const before = await contextVersion();
    await db().execute(sql`delete from responses where id = ${response.id}`);
    expect(await contextVersion()).toBe(before + 1);
  });

  it("shows the period's status as it changes with the clock", async () => {
    await fold();
    const period = setup.world.period;
    const endsAt = new Date(Date.now() + 2 * 60_000);
    await db().update(surveyPeriods).set({ endsAt }).where(eq(surveyPeriods.id, period.id));
    expect((await summary()).info.period.status).toBe('open');
    expect((await summary()).info.period.status).toBe('open');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(endsAt.getTime() + 1000);
    expect((await summary()).info.period.status).toBe('closed');
    vi.useRealTimers();
    await db().update(surveyPeriods).set({ endsAt: period.endsAt }).where(eq(surveyPeriods.id, period.id));
  });

  it('keeps one answer per reader and language, never for a filtered read', async () => {
    await fold();
    await summary();
    await countBehindTheVersions(50);
    const other = await setup.world.tokenOf('school_admin', setup.world.school.id, {
      view_survey_results: true,
    });
    const fresh = await finished(other.token);
    expect(await finished()).toBe(fresh - 50);
    const filtered = await summary(setup.world.owner.token, {
      ...whole(),
      filters: { grade: [7, 8] },
    });
    expect(filtered.info.survey_info.num_finished).toBe(fresh);
    await countBehindTheVersions(-50);
    await db().execute(sql`update result_cells set count = count where period_id = ${setup.world.period.id}`);
  });

  it('still refuses another school, a student, an anonymous caller and a revoked token', async () => {
    await fold();
    await summary();
    const { school: elsewhere } = await buildSchool(db());
    const stranger = await setup.world.tokenOf('school_admin', elsewhere.id, { view_survey_results: true });
    const student = await setup.world.tokenOf('student', setup.world.school.id);
    const post = (token?: string) => setup.world.post('/api/results/v2/summary', whole(), token);
    expect((await post(stranger.token)).statusCode).toBe(404);
    expect((await post(student.token)).statusCode).toBe(403);
    expect((await post()).statusCode).toBe(401);

    const reader = await setup.world.tokenOf('school_admin', setup.world.school.id, {
      view_survey_results: true,
    });
    await summary(reader.token);
    await summary(reader.token);
    const viewsOf = async () =>
      (await db().select().from(events).where(eq(events.identityId, reader.identity.id))).filter(
        (row) => row.category === 'Results' && row.action === 'view',
      ).length;
    expect(await viewsOf()).toBe(2);
    await revokeToken(db(), await setup.ctx.deps.signer.verify(reader.token));
    const refused = await post(reader.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).not.toHaveProperty('data');
    // The refused read's event, written with the check, is taken back.
    expect(await viewsOf()).toBe(2);
  });

  it("shows a school's new response in its parent period's kept answer, before and after the fold", async () => {
    const parentWorld = await buildParentPeriodWorld(setup.ctx);
    await fold();
    const body = { period_identifiers: { type: 'parent_period', id: parentWorld.parent.id } };
    const token = parentWorld.organizationAdmin.token;
    const before = (await summary(token, body)).info.survey_info.num_finished;
    expect((await summary(token, body)).info.survey_info.num_finished).toBe(before);
    await buildResponses(db(), [{ periodId: parentWorld.childPeriods.b.id, answers: { safe: 2 } }]);
    expect((await summary(token, body)).info.survey_info.num_finished).toBe(before + 1);
    await fold();
    expect((await summary(token, body)).info.survey_info.num_finished).toBe(before + 1);
    const versions = await db().execute(
      sql`select period_id from result_cell_versions where period_id = ${parentWorld.parent.id}`,
    );
    expect((versions as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it("keeps a parent period's heat map as a summary is kept, and reads it anew once a school's cells change", async () => {
    const parentWorld = await buildParentPeriodWorld(setup.ctx);
    await fold();
    const body = { period_identifiers: { type: 'parent_period', id: parentWorld.parent.id } };
    const heatMap = async () => {
      const response = await setup.world.post(
        '/api/results/v2/heatmap',
        body,
        parentWorld.organizationAdmin.token,
      );
      expect(response.statusCode).toBe(200);
      return response.json().data as { schools: { periodId: number; respondents: number | null }[] };
    };
    const childId = parentWorld.childPeriods.a.id;
    const respondentsOf = async () =>
      (await heatMap()).schools.find((school) => school.periodId === childId)?.respondents;
    const before = await respondentsOf();
    expect(before).toBeGreaterThan(0);
    await db().execute(sql`alter table result_cells disable trigger user`);
    await db()
      .update(resultCells)
      .set({ count: sql`${resultCells.count} + 100` })
      .where(
        and(
          eq(resultCells.periodId, childId),
          eq(resultCells.kind, 'respondents'),
          eq(resultCells.classKey, -1),
        ),
      );
    await db().execute(sql`alter table result_cells enable trigger user`);
    // Nothing the versions watch changed: the kept map is answered.
    expect(await respondentsOf()).toBe(before);
    // A response of that school changes its version: the map is made afresh, the change behind the versions with it.
    await buildResponses(db(), [{ periodId: childId, answers: { safe: 2 } }]);
    expect(await respondentsOf()).toBe(Number(before) + 101);
    // Another school's admin still cannot read it.
    const other = await setup.world.post('/api/results/v2/heatmap', body, setup.world.owner.token);
    expect([403, 404]).toContain(other.statusCode);
  });

  it('keeps its answer while responses of other periods wait for the fold, before and after its own ids', async () => {
    const parentWorld = await buildParentPeriodWorld(setup.ctx);
    const { organizationId, surveyVersionId } = setup.world.period;
    const later = await buildResultsPeriod(db(), { organizationId, surveyVersionId });
    await fold();
    const body = { period_identifiers: { type: 'parent_period', id: parentWorld.parent.id } };
    const token = parentWorld.organizationAdmin.token;
    const count = async () => (await summary(token, body)).info.survey_info.num_finished;
    const before = await count();
    await buildResponses(db(), [
      { periodId: setup.world.period.id, answers: { safe: 1 } },
      { periodId: later.id, answers: { safe: 1 } },
    ]);
    const keptBefore = await answered('kept');
    expect(await count()).toBe(before);
    expect(await answered('kept')).toBe(keptBefore + 1);
    // One of its own among them: a school of the parent period, between the two in id.
    await buildResponses(db(), [{ periodId: parentWorld.childPeriods.a.id, answers: { safe: 2 } }]);
    expect(await count()).toBe(before + 1);
  });

  it("answers a teacher's own classes, not the whole period kept for the school's admin", async () => {
    await fold();
    const all = await finished();
    const own = await finished(setup.world.teacher.token);
    expect(own).toBeLessThan(all);
    expect(await finished(setup.world.teacher.token)).toBe(own);
    await db()
      .update(identities)
      .set({ teacherAccessToResults: false })
      .where(eq(identities.id, setup.world.teacher.identity.id));
    const refused = await setup.world.post('/api/results/v2/summary', whole(), setup.world.teacher.token);
    expect(refused.statusCode).not.toBe(200);
    await db()
      .update(identities)
      .set({ teacherAccessToResults: true })
      .where(eq(identities.id, setup.world.teacher.identity.id));
  });
});
