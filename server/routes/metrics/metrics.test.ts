import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Metrics, ResultsUsageRow } from '../../../common/metrics/types';
import type { Db } from '../../db/client';
import { events, responses, surveyPeriods } from '../../db/schema';
import { noAudience } from '../../db/schema/surveys';
import { bearer, buildIdentity, buildOrganization, tokenFor } from '../../test/factories';
import { tokenOf } from '../../test/roleTokens';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * Known rows in March 2031 (no other test data reaches that far), and every figure of /metrics checked
 * against them by hand. Organisation X has schools S1 and S2 (a parent period with a child each);
 * organisation Y has school T.
 */
describe('GET /api/metrics and results usage', () => {
  let ctx: TestApp;
  let db: Db;
  const t = (iso: string) => new Date(iso);
  const span = 'from=2031-03-01&to=2031-03-10';
  const ids = {} as Record<'x' | 'y' | 's1' | 's2' | 't' | 'pp' | 'c1' | 'c2' | 't1', number>;
  const tokens = {} as Record<
    'superAdmin' | 'orgAdminX' | 'orgAdminY' | 'schoolAdmin' | 'teacher' | 'student',
    string
  >;
  let before: Metrics;
  let teacherUserSurname = '';
  let usageEventIds: number[] = [];

  const get = (url: string, token: string | null) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const metricsOf = async (token: string, query = span) => {
    const response = await get(`/api/metrics?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Metrics;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.deps.database.db;
    tokens.superAdmin = await tokenOf(ctx.deps, 'super_admin', null);
    before = await metricsOf(tokens.superAdmin);

    const x = await buildOrganization(db, { name: 'Organisation X' });
    const y = await buildOrganization(db, { name: 'Organisation Y' });
    const school = async (parentId: number, name: string) =>
      (await buildOrganization(db, { type: 'school', parentId, name })).id;
    Object.assign(ids, {
      x: x.id,
      y: y.id,
      s1: await school(x.id, 'School S1'),
      s2: await school(x.id, 'School S2'),
      t: await school(y.id, 'School T'),
    });
    const { version } = await buildPublishedSurvey(db, null);
    const period = async (
      organizationId: number,
      startsAt: string,
      endsAt: string,
      extra: Partial<typeof surveyPeriods.$inferInsert> = {},
    ) => {
      const [row] = await db
        .insert(surveyPeriods)
        .values({
          organizationId,
          surveyVersionId: version.id,
          name: `Period ${randomUUID().slice(0, 6)}`,
          startsAt: t(startsAt),
          endsAt: t(endsAt),
          languages: ['en'],
          audience: noAudience,
          ...extra,
        })
        .returning();
      return row.id;
    };
    ids.pp = await period(ids.x, '2031-03-02T08:00:00Z', '2031-03-20T08:00:00Z', { name: 'Parent period' });
    ids.c1 = await period(ids.s1, '2031-03-02T08:00:00Z', '2031-03-20T08:00:00Z', {
      parentPeriodId: ids.pp,
      expectedCount: 10,
      name: 'S1 spring',
    });
    // A formula-looking name: the CSV must keep it as text.
    ids.c2 = await period(ids.s2, '2031-03-02T08:00:00Z', '2031-03-20T08:00:00Z', {
      parentPeriodId: ids.pp,
      expectedCount: 5,
      name: '=HYPERLINK("http://evil.test")',
    });
    ids.t1 = await period(ids.t, '2031-03-01T08:00:00Z', '2031-03-05T08:00:00Z', { expectedCount: 4 });
    const old = await period(ids.s1, '2031-02-01T08:00:00Z', '2031-02-20T08:00:00Z', { expectedCount: 100 });
    await period(ids.s2, '2031-02-20T08:00:00Z', '2031-04-01T08:00:00Z', {
      expectedCount: 50,
      closedAt: t('2031-02-25T08:00:00Z'),
    });
    await period(ids.s1, '2031-03-11T08:00:00Z', '2031-03-30T08:00:00Z', { expectedCount: 70 });

    const finished = (periodId: number, at: string, count = 1) =>
      Array.from({ length: count }, () => ({
        id: randomUUID(),
        periodId,
        language: 'en',
        status: 'finished' as const,
        answers: {},
        finishedAt: t(at),
      }));
    await db
      .insert(responses)
      .values([
        ...finished(ids.c1, '2031-03-03T10:00:00Z', 2),
        ...finished(ids.c1, '2031-03-03T23:30:00Z'),
        ...finished(ids.c1, '2031-03-04T00:30:00Z'),
        { id: randomUUID(), periodId: ids.c1, language: 'en', status: 'in_progress' as const, answers: {} },
        ...finished(ids.c2, '2031-03-04T12:00:00Z', 2),
        ...finished(ids.c2, '2031-03-15T12:00:00Z'),
        ...finished(ids.t1, '2031-03-02T09:00:00Z', 4),
        ...finished(old, '2031-02-10T09:00:00Z', 7),
      ]);

    const teacher = await buildIdentity(db, { type: 'teacher', organizationId: ids.s1 });
    teacherUserSurname = teacher.user.surname;
    const orgAdminX = await buildIdentity(db, { type: 'organization_admin', organizationId: ids.x });
    const actor = (who: { user: { id: number }; identity: { id: number; type: string } }, orgId: number) => ({
      identityId: who.identity.id,
      identityType: who.identity.type,
      userId: who.user.id,
      orgId,
    });
    const event = (
      at: string,
      category: string,
      action: string,
      details: Record<string, unknown>,
      by: Partial<typeof events.$inferInsert> = {},
    ) => ({ createdAt: t(at), category, action, details, ...by });
    const inserted = await db
      .insert(events)
      .values([
        event(
          '2031-03-03T09:00:00Z',
          'Results',
          'open',
          { mode: 'school', type: 'period', id: ids.c1 },
          actor(teacher, ids.s1),
        ),
        event(
          '2031-03-03T09:05:00Z',
          'Results',
          'open',
          { mode: 'school', type: 'period', id: ids.c1 },
          actor(teacher, ids.s1),
        ),
        event(
          '2031-03-05T09:00:00Z',
          'Results',
          'open',
          { mode: 'organization', type: 'parent_period', id: ids.pp },
          actor(orgAdminX, ids.x),
        ),
        // A survey's results over periods: the actor's organisation.
        event(
          '2031-03-06T09:00:00Z',
          'Results',
          'open',
          { mode: 'school', type: 'survey', id: 99 },
          { orgId: ids.s2, identityType: 'school_admin' },
        ),
        // The demo is nobody's results; a modal opened is not an export; a login is no results event.
        event('2031-03-06T09:00:00Z', 'Results', 'open', { mode: 'demo', type: 'period', id: ids.c1 }),
        event('2031-03-06T09:00:00Z', 'Results PDF modal', 'open', { kind: 'pdf' }, { orgId: ids.s1 }),
        event('2031-03-06T09:00:00Z', 'Login', 'Signed in', {}, { orgId: ids.s1 }),
        // A super-admin's export of T's period.
        event(
          '2031-03-06T10:00:00Z',
          'Results PDF modal',
          'start',
          { kind: 'pdf', type: 'period', id: ids.t1 },
          { identityType: 'super_admin' },
        ),
        // An export event naming no period: the actor's school.
        event(
          '2031-03-07T10:00:00Z',
          'Results Excel Manual modal',
          'start',
          { kind: 'xlsx' },
          actor(teacher, ids.s1),
        ),
        event(
          '2031-03-08T10:00:00Z',
          'Results',
          'share',
          { period_id: ids.c2, link_id: 1 },
          { orgId: ids.s2, identityType: 'school_admin' },
        ),
        // Ids that are not plain numbers are never looked up: the actor's organisation.
        event(
          '2031-03-08T11:00:00Z',
          'Results',
          'open',
          { mode: 'school', type: 'period', id: 'abc' },
          { orgId: ids.t, identityType: 'school_admin' },
        ),
        event(
          '2031-03-08T12:00:00Z',
          'Results',
          'open',
          { mode: 'school', type: 'period', id: '99999999999999' },
          { orgId: ids.t, identityType: 'school_admin' },
        ),
        // After the span; still in the results usage.
        event('2031-03-11T00:00:00Z', 'Results', 'open', { mode: 'shared', type: 'period', id: ids.c1 }),
      ])
      .returning({ id: events.id });
    usageEventIds = inserted.map((row) => row.id);

    tokens.orgAdminX = await tokenFor(ctx.deps, orgAdminX.identity);
    tokens.orgAdminY = await tokenOf(ctx.deps, 'organization_admin', ids.y);
    tokens.schoolAdmin = await tokenOf(ctx.deps, 'school_admin', ids.s1, { view_survey_results: true });
    tokens.teacher = await tokenFor(ctx.deps, teacher.identity);
    tokens.student = await tokenOf(ctx.deps, 'student', ids.s1);
  });
  afterAll(() => ctx.close());

  it("gives an organisation admin their schools' figures, exactly", async () => {
    const metrics = await metricsOf(tokens.orgAdminX);
    expect(metrics.scope).toEqual({
      kind: 'organization',
      id: ids.x,
      name: 'Organisation X',
      organization_type: 'organization',
    });
    expect(metrics).toMatchObject({ from: '2031-03-01', to: '2031-03-10' });
    expect(metrics.totals).toEqual({
      schools: 2,
      organizations: 0,
      active_schools: 2,
      periods_running: 2,
      responses: 6,
      finished: 7,
      expected: 15,
      response_rate: 7 / 15,
      opened: 4,
      exported: 1,
      shared: 1,
    });
    expect(metrics.days).toHaveLength(10);
    const day = (date: string) => metrics.days.find((row) => row.date === date);
    expect(day('2031-03-03')).toEqual({
      date: '2031-03-03',
      responses: 3,
      opened: 2,
      exported: 0,
      shared: 0,
    });
    expect(day('2031-03-04')).toEqual({
      date: '2031-03-04',
      responses: 3,
      opened: 0,
      exported: 0,
      shared: 0,
    });
    expect(day('2031-03-05')?.opened).toBe(1);
    expect(day('2031-03-06')?.opened).toBe(1);
    expect(day('2031-03-07')?.exported).toBe(1);
    expect(day('2031-03-08')).toEqual({
      date: '2031-03-08',
      responses: 0,
      opened: 0,
      exported: 0,
      shared: 1,
    });
    expect(metrics.periods.map((row) => [row.id, row.finished, row.expected, row.response_rate])).toEqual([
      [ids.c1, 4, 10, 0.4],
      [ids.c2, 3, 5, 0.6],
    ]);
    expect(metrics.periods[0].organization_name).toBe('School S1');
  });

  it("gives the other organisation's admin only theirs", async () => {
    const metrics = await metricsOf(tokens.orgAdminY);
    expect(metrics.totals).toEqual({
      schools: 1,
      organizations: 0,
      active_schools: 1,
      periods_running: 1,
      responses: 4,
      finished: 4,
      expected: 4,
      response_rate: 1,
      opened: 2,
      exported: 1,
      shared: 0,
    });
  });

  it('gives a super-admin the platform', async () => {
    const metrics = await metricsOf(tokens.superAdmin);
    expect(metrics.scope).toEqual({ kind: 'platform' });
    expect(metrics.totals.schools - before.totals.schools).toBe(3);
    expect(metrics.totals.organizations - before.totals.organizations).toBe(2);
    expect({ ...metrics.totals, schools: 0, organizations: 0 }).toEqual({
      schools: 0,
      organizations: 0,
      active_schools: 3,
      periods_running: 3,
      responses: 10,
      finished: 11,
      expected: 19,
      response_rate: 11 / 19,
      opened: 6,
      exported: 2,
      shared: 1,
    });
    expect(metrics.days.find((row) => row.date === '2031-03-02')?.responses).toBe(4);
    expect(metrics.periods.map((row) => row.id)).toEqual([ids.c1, ids.c2, ids.t1]);
  });

  it("lets a super-admin read one organisation's or one school's figures, and only a super-admin", async () => {
    const asAdmin = await metricsOf(tokens.orgAdminX);
    const chosen = await metricsOf(tokens.superAdmin, `${span}&organization_id=${ids.x}`);
    expect(chosen).toEqual(asAdmin);
    const school = await metricsOf(tokens.superAdmin, `${span}&organization_id=${ids.s2}`);
    expect(school.scope).toMatchObject({ kind: 'organization', id: ids.s2, organization_type: 'school' });
    expect(school.totals).toMatchObject({
      schools: 1,
      periods_running: 1,
      responses: 2,
      finished: 3,
      expected: 5,
      opened: 1,
      exported: 0,
      shared: 1,
    });
    expect((await metricsOf(tokens.orgAdminX, `${span}&organization_id=${ids.x}`)).totals).toEqual(
      asAdmin.totals,
    );
    const other = await get(`/api/metrics?${span}&organization_id=${ids.y}`, tokens.orgAdminX);
    expect(other.statusCode).toBe(403);
    const unknown = await get(`/api/metrics?${span}&organization_id=2147483647`, tokens.superAdmin);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual(['organization_id: no such organisation']);
  });

  it('reads the last 30 days up to today without dates', async () => {
    const response = await get('/api/metrics', tokens.superAdmin);
    expect(response.statusCode).toBe(200);
    const { from, to, days } = response.json().data as Metrics;
    const today = new Date().toISOString().slice(0, 10);
    expect(to).toBe(today);
    expect(days).toHaveLength(30);
    expect(days[0].date).toBe(from);
  });

  it('refuses everyone else', async () => {
    for (const token of [tokens.schoolAdmin, tokens.teacher, tokens.student]) {
      const response = await get(`/api/metrics?${span}`, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Metrics are for super-admins and organisation admins');
    }
    expect((await get(`/api/metrics?${span}`, null)).statusCode).toBe(401);
  });

  it('answers 400 naming the field for bad dates', async () => {
    for (const [query, field] of [
      ['from=2031-03-01', 'to'],
      ['from=2031-03-10&to=2031-03-01', 'to'],
      ['from=2030-01-01&to=2031-01-02', 'to'],
      ['from=yesterday&to=2031-03-01', 'from'],
      ['from=2031-03-01&to=2031-03-02&org=1', ''],
    ]) {
      const response = await get(`/api/metrics?${query}`, tokens.superAdmin);
      expect(response.statusCode, query).toBe(400);
      if (field) expect(response.json().message, query).toContain(`${field}:`);
    }
    expect((await get('/api/metrics?from=2030-01-01&to=2030-12-31', tokens.superAdmin)).statusCode).toBe(200);
  });

  it("lists who opened, exported or shared an organisation's results, newest first, page by page", async () => {
    const url = `/api/admin/organizations/${ids.x}/results-usage`;
    const first = await get(`${url}?limit=4`, tokens.superAdmin);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json().data as ResultsUsageRow[];
    expect(page1.map((row) => [row.kind, row.organization_id])).toEqual([
      ['opened', ids.s1],
      ['shared', ids.s2],
      ['exported', ids.s1],
      ['opened', ids.s2],
    ]);
    expect(page1[0]).toMatchObject({ identity_type: 'anonymous', person: null, period_id: ids.c1 });
    expect(page1[2]).toMatchObject({
      export_kind: 'xlsx',
      identity_type: 'teacher',
      person: `Test ${teacherUserSurname}`,
      actor_organization: 'School S1',
      period_id: null,
      organization_name: 'School S1',
    });
    const next = first.json().meta.next_before_id;
    expect(next).toBe(page1[3].id);
    const second = await get(`${url}?limit=4&before_id=${next}`, tokens.superAdmin);
    const page2 = second.json().data as ResultsUsageRow[];
    expect(page2.map((row) => [row.kind, row.organization_id, row.period_id])).toEqual([
      ['opened', ids.x, ids.pp],
      ['opened', ids.s1, ids.c1],
      ['opened', ids.s1, ids.c1],
    ]);
    expect(second.json().meta.next_before_id).toBeNull();
    expect([...page1, ...page2].every((row) => usageEventIds.includes(row.id))).toBe(true);

    const school = await get(`/api/admin/organizations/${ids.s2}/results-usage`, tokens.superAdmin);
    expect((school.json().data as ResultsUsageRow[]).map((row) => row.kind)).toEqual(['shared', 'opened']);
  });

  it('downloads the results usage as CSV with formula-looking text neutralised', async () => {
    const response = await get(`/api/admin/organizations/${ids.x}/results-usage.csv`, tokens.superAdmin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="results-usage-${ids.x}-\\d{4}-\\d{2}-\\d{2}\\.csv";`),
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,kind,export_kind,identity_id,identity_type,person,actor_organization,period_id,period_name,organization_id,organization_name',
    );
    expect(lines).toHaveLength(8);
    const shared = lines.find((line) => line.includes(',shared,'));
    expect(shared).toContain(`,${ids.c2},"'=HYPERLINK(""http://evil.test"")",${ids.s2},School S2`);
    expect(shared?.startsWith(String(usageEventIds[9]))).toBe(true);
  });

  it('keeps results usage to super-admins, 404 for an unknown organisation, 400 for bad paging', async () => {
    for (const suffix of ['results-usage', 'results-usage.csv']) {
      const url = `/api/admin/organizations/${ids.x}/${suffix}`;
      for (const token of [tokens.orgAdminX, tokens.schoolAdmin, tokens.teacher, tokens.student]) {
        expect((await get(url, token)).statusCode, suffix).toBe(403);
      }
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(`/api/admin/organizations/2147483647/${suffix}`, tokens.superAdmin)).statusCode).toBe(
        404,
      );
    }
    for (const query of ['limit=0', 'limit=201', 'before_id=-1', 'before_id=abc', 'page=2']) {
      const response = await get(
        `/api/admin/organizations/${ids.x}/results-usage?${query}`,
        tokens.superAdmin,
      );
      expect(response.statusCode, query).toBe(400);
    }
  });
});
