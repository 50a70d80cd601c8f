import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishPoll } from '../../test/classSessionWorld';
import { buildDashboardWorld } from '../../test/dashboardWorld';
import { buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';

describe('dashboards that run a school', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const foreignToken = async (type: 'school_admin' | 'organization_admin') => {
    const elsewhere = await buildSchool(ctx.deps.database.db);
    const organizationId = type === 'school_admin' ? elsewhere.school.id : elsewhere.parent.id;
    return tokenFor(ctx.deps, (await buildIdentity(ctx.deps.database.db, { type, organizationId })).identity);
  };

  it('answers the school admin dashboard to the school admin only', async () => {
    const w = await buildDashboardWorld(ctx);
    const path = `/api/school/${w.school.id}/dashboard`;
    expect((await w.get(path)).statusCode).toBe(401);
    expect((await w.get(path, w.students[0].token)).statusCode).toBe(403);
    expect((await w.get(path, w.classTeacher.token)).statusCode).toBe(403);
    expect((await w.get(path, w.orgAdmin)).statusCode).toBe(403);
    expect((await w.get(path, await foreignToken('school_admin'))).statusCode).toBe(404);
    expect((await w.get('/api/school/999999/dashboard', w.owner)).statusCode).toBe(404);
    expect((await w.get(path, w.owner)).statusCode).toBe(200);
    // Staff land on this home too: without permissions every part is left out.
    const staff = await buildIdentity(ctx.deps.database.db, { type: 'staff', organizationId: w.school.id });
    const bare = await w.get(path, await tokenFor(ctx.deps, staff.identity));
    expect(bare.statusCode).toBe(200);
    expect(bare.json().data).toMatchObject({ running: null, highlights: null, to_dos: {} });
  });

  it('shows the period and results screens’ own numbers, and what needs doing', async () => {
    const w = await buildDashboardWorld(ctx);
    await finishPoll(ctx.app, w.students[0]);
    const dashboard = (await w.get(`/api/school/${w.school.id}/dashboard`, w.owner)).json().data;
    const detail = (await w.get(`/api/school/${w.school.id}/periods/${w.periodId}`, w.owner)).json().data;

    expect(dashboard.running).toHaveLength(1);
    expect(dashboard.running[0]).toMatchObject({
      id: w.periodId,
      finished: detail.progress.finished,
      expected: detail.progress.expected,
    });
    expect(dashboard.running[0].finished).toBe(1);
    expect(dashboard.running[0].classes).toEqual(
      detail.classes.map(
        (row: { class_id: number; class_name: string; finished: number; expected: number }) => ({
          class_id: row.class_id,
          class_name: row.class_name,
          finished: row.finished,
          expected: row.expected,
        }),
      ),
    );

    const identifiers = { type: 'period', id: w.latest.id };
    const summary = (
      await w.post('/api/results/v2/summary', { period_identifiers: identifiers }, w.owner)
    ).json().data;
    const compare = (
      await w.post(
        '/api/results/v2/compare',
        { period_identifiers: identifiers, compare_identifiers: { type: 'period', id: w.earlier.id } },
        w.owner,
      )
    ).json().data;
    const { highlights } = dashboard;
    expect(highlights.period).toMatchObject({ id: w.latest.id, name: 'Autumn' });
    expect(highlights.finished).toBe(summary.info.survey_info.num_finished);
    expect(highlights.response_rate).toBe(summary.info.survey_info.responseRate);
    expect(highlights.compound.value).toBe(summary.info.compound_score.value);
    expect(highlights.previous).toMatchObject({
      id: w.earlier.id,
      compound: compare.left.compound_score.value,
    });
    expect(highlights.compound_change).toEqual(compare.compound);
    expect(highlights.changes.length).toBeGreaterThan(0);
    for (const change of highlights.changes) expect(change.meaningful).toBe(true);
    const pillar = compare.pillars.find((entry: { id: string }) => entry.id === 'p1');
    expect(highlights.changes).toContainEqual(
      expect.objectContaining({ kind: 'pillar', id: 'p1', delta: pillar.delta }),
    );

    expect(dashboard.to_dos.ending_soon).toEqual([
      expect.objectContaining({ id: w.periodId, finished: 1, expected: 4 }),
    ]);
    expect(dashboard.to_dos.classes_without_students).toEqual([{ id: w.empty.id, name: '8.b' }]);
    // A subject teacher does not lead a class: 9.a has nobody to run its survey as its class teacher.
    expect(dashboard.to_dos.classes_without_teacher).toEqual([
      { id: w.empty.id, name: '8.b' },
      { id: w.nineA.id, name: '9.a' },
    ]);
    expect(dashboard.to_dos.pending_invitations).toEqual([
      expect.objectContaining({ email: 'new.teacher@example.test', type: 'teacher', expired: false }),
    ]);
    // Fetched before the summary read above; once opened, the latest results are no longer news.
    expect(dashboard.to_dos.new_results).toEqual([expect.objectContaining({ id: w.latest.id })]);
    const again = (await w.get(`/api/school/${w.school.id}/dashboard`, w.owner)).json().data;
    expect(again.to_dos.new_results).toEqual([]);
  });

  it('gives a teacher their own classes only', async () => {
    const w = await buildDashboardWorld(ctx);
    const path = `/api/school/${w.school.id}/teacher-dashboard`;
    expect((await w.get(path)).statusCode).toBe(401);
    expect((await w.get(path, w.students[0].token)).statusCode).toBe(403);
    expect((await w.get(path, await foreignToken('school_admin'))).statusCode).toBe(404);
    await finishPoll(ctx.app, w.students[1]);
    const mine = (await w.get(path, w.classTeacher.token)).json().data;
    expect(mine.classes).toEqual([{ id: w.sevenA.id, name: '7.a', homeroom: true }]);
    expect(mine.running).toEqual([
      expect.objectContaining({
        id: w.periodId,
        classes: [{ class_id: w.sevenA.id, class_name: '7.a', finished: 1, expected: 4 }],
      }),
    ]);
    expect(mine.results).toBeNull();
    const other = (await w.get(path, w.otherTeacher.token)).json().data;
    expect(other).toMatchObject({ classes: [], running: [], results: null });
  });

  it('lists the organisation’s schools with the figures of their screens', async () => {
    const w = await buildDashboardWorld(ctx);
    await finishPoll(ctx.app, w.students[2]);
    const path = `/api/organization/${w.parent.id}/schools`;
    expect((await w.get(path)).statusCode).toBe(401);
    expect((await w.get(path, w.owner)).statusCode).toBe(403);
    expect((await w.get(path, w.students[0].token)).statusCode).toBe(403);
    expect((await w.get(path, await foreignToken('organization_admin'))).statusCode).toBe(404);
    expect((await w.get(`/api/organization/${w.school.id}/schools`, w.orgAdmin)).statusCode).toBe(404);

    const overview = (await w.get(path, w.orgAdmin)).json().data;
    expect(overview.organization.id).toBe(w.parent.id);
    const [row] = overview.schools;
    expect(row).toMatchObject({ id: w.school.id, running_periods: 1, finished: 1, expected: 4 });
    const summary = (
      await w.post(
        '/api/results/v2/summary',
        { period_identifiers: { type: 'period', id: w.latest.id } },
        w.orgAdmin,
      )
    ).json().data;
    expect(row.latest.compound.value).toBe(summary.info.compound_score.value);
    expect(row.latest.previous.id).toBe(w.earlier.id);
    expect(row.latest.compound_change.delta).toBe(
      Math.round((summary.info.compound_score.value - row.latest.previous.compound) * 10) / 10,
    );
  });
});
