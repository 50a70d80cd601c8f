import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalYears } from '../../db/schema';
import { surveyPeriods } from '../../db/schema/surveys';
import { bearer, buildIdentity, buildSchool, tokenFor } from '../../test/factories';
import { buildClass } from '../../test/respondentFactories';
import { buildResponses, buildResultsPeriod } from '../../test/resultsFactories';
import { buildPublishedSurvey, hoursFromNow } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('back office: survey periods', () => {
  let ctx: TestApp;
  let superToken: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    superToken = await tokenFor(
      ctx.deps,
      (await buildIdentity(db(), { type: 'super_admin', organizationId: null })).identity,
    );
  });
  afterAll(() => ctx.close());

  const db = () => ctx.deps.database.db;
  const send = (method: Method, url: string, payload?: object, token: string | null = superToken) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
  const token = async (type: Parameters<typeof buildIdentity>[1]['type'], organizationId: number) =>
    tokenFor(
      ctx.deps,
      (await buildIdentity(db(), { type, organizationId, permissions: { survey_management: true } }))
        .identity,
    );

  /** Organisation P with schools A, B (running a parent period) and C (a period of its own). */
  async function world() {
    const a = await buildSchool(db());
    const parent = a.parent;
    const b = (await buildSchool(db(), { parentId: parent.id })).school;
    const c = (await buildSchool(db(), { parentId: parent.id })).school;
    await buildClass(db(), a.school.id, { name: '7.a', numStudents: 10 });
    await buildClass(db(), b.id, { name: '7.b', numStudents: 20 });
    await buildClass(db(), c.id, { name: '7.c', numStudents: 5 });
    const { survey, version } = await buildPublishedSurvey(db(), null);
    const orgAdmin = await token('organization_admin', parent.id);
    const made = await send(
      'POST',
      `/api/organization/${parent.id}/parent-periods`,
      {
        survey_version_id: version.id,
        name: `Wellbeing ${survey.slug}`,
        starts_at: hoursFromNow(-1),
        ends_at: hoursFromNow(24),
        anonymous: true,
        languages: ['en', 'lv'],
        audience: { grades: [7] },
        school_ids: [a.school.id, b.id],
      },
      orgAdmin,
    );
    expect(made.statusCode).toBe(201);
    const parentPeriod = made.json().data as {
      id: number;
      children: { id: number; school: { id: number } }[];
    };
    const own = await buildResultsPeriod(db(), {
      organizationId: c.id,
      surveyVersionId: version.id,
      startsAt: new Date(Date.now() - 3600_000),
      endsAt: new Date(Date.now() + 48 * 3600_000),
      expectedCount: 5,
    });
    return { parent, schools: { a: a.school, b, c }, survey, version, orgAdmin, parentPeriod, own };
  }

  it('answers 401 without a token and 403 to everyone but a super-admin', async () => {
    const w = await world();
    const p = w.parentPeriod.id;
    const calls: [Method, string, object?][] = [
      ['GET', '/api/admin/survey-periods?survey=x'],
      ['GET', '/api/admin/survey-periods/attention'],
      ['POST', '/api/admin/survey-periods/close', { period_ids: [p] }],
      ['POST', '/api/admin/survey-periods/extend', { period_ids: [p], ends_at: hoursFromNow(48) }],
      ['GET', `/api/admin/survey-periods/by-survey/${w.survey.id}`],
      ['GET', `/api/admin/survey-periods/${p}`],
      ['PATCH', `/api/admin/survey-periods/${p}`, { exclude_from_benchmarks: true }],
      ['GET', `/api/admin/survey-periods/${p}/children`],
      ['POST', `/api/admin/survey-periods/${p}/children`, { period_id: w.own.id }],
      ['DELETE', `/api/admin/survey-periods/${p}/children/${w.parentPeriod.children[0].id}`],
      ['POST', `/api/admin/survey-periods/${p}/schools`, { school_id: w.schools.c.id }],
    ];
    const others = [
      await token('student', w.schools.a.id),
      await token('teacher', w.schools.a.id),
      await token('school_admin', w.schools.a.id),
      w.orgAdmin,
      await token('organization_admin', (await buildSchool(db())).parent.id),
    ];
    for (const [method, url, payload] of calls) {
      expect((await send(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
      for (const other of others)
        expect((await send(method, url, payload, other)).statusCode, `${method} ${url}`).toBe(403);
    }
    const [row] = await db().select().from(surveyPeriods).where(eq(surveyPeriods.id, p));
    expect(row.closedAt).toBeNull();
    expect(row.excludeFromBenchmarks).toBe(false);
  });

  it('searches by organisation, survey title, status and dates', async () => {
    const w = await world();
    const search = async (query: string) =>
      (await send('GET', `/api/admin/survey-periods?${query}`)).json().data as { id: number }[];
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort();
    const all = [w.parentPeriod.id, ...w.parentPeriod.children.map((c) => c.id), w.own.id].sort();
    expect(ids(await search(`organization=${encodeURIComponent(w.parent.name)}`))).toEqual(all);
    expect(ids(await search(`organization=${encodeURIComponent(w.schools.c.name)}`))).toEqual([w.own.id]);
    const title = w.survey.draft.title.en ?? '';
    const titled = await search(`survey=${encodeURIComponent(title.slice(1, 8).toUpperCase())}&status=open`);
    expect(ids(titled)).toEqual(expect.arrayContaining(all));
    expect(await search(`organization=${encodeURIComponent(w.parent.name)}&status=upcoming`)).toEqual([]);
    // What a new invitation campaign may be made for: nothing closed.
    const ended = await buildResultsPeriod(db(), {
      organizationId: w.schools.c.id,
      surveyVersionId: w.version.id,
      startsAt: new Date(Date.now() - 30 * 86_400_000),
      endsAt: new Date(Date.now() - 86_400_000),
    });
    const named = `organization=${encodeURIComponent(w.parent.name)}`;
    expect(ids(await search(`${named}&status=closed`))).toEqual([ended.id]);
    expect(ids(await search(`${named}&status=not_closed`))).toEqual(all);
    expect(
      await search(`organization=${encodeURIComponent(w.parent.name)}&from=2001-01-01&to=2001-12-31`),
    ).toEqual([]);
    const bad = await send('GET', '/api/admin/survey-periods?status=finished');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('status');
  });

  it("searches and shows the school year a period counts in, by the school's own school years", async () => {
    const { school } = await buildSchool(db());
    const { version } = await buildPublishedSurvey(db(), null);
    const period = async (startsAt: string) =>
      (
        await buildResultsPeriod(db(), {
          organizationId: school.id,
          surveyVersionId: version.id,
          startsAt: new Date(startsAt),
          endsAt: new Date(Date.parse(startsAt) + 14 * 86_400_000),
        })
      ).id;
    // The school's year 2024/25 runs from 15 August: a period starting on 20 August 2024 counts in it,
    // where the 1 September rule would have put it in 2023/24.
    await db().insert(fiscalYears).values({
      organizationId: school.id,
      name: 'Mācību gads 2024/25',
      startsOn: '2024-08-15',
      endsOn: '2025-06-30',
    });
    const august = await period('2024-08-20T08:00:00Z');
    const spring = await period('2024-03-10T08:00:00Z');
    const search = async (query: string) =>
      (
        await send(
          'GET',
          `/api/admin/survey-periods?organization=${encodeURIComponent(school.name)}&${query}`,
        )
      ).json().data as { id: number; school_year: { year: number; name: string } | null }[];
    const found = await search('school_year=2024');
    expect(found.map((row) => row.id)).toEqual([august]);
    expect(found[0].school_year).toEqual({ year: 2024, name: 'Mācību gads 2024/25' });
    const earlier = await search('school_year=2023');
    expect(earlier.map((row) => row.id)).toEqual([spring]);
    expect(earlier[0].school_year).toEqual({ year: 2023, name: '2023/24' });
    expect(await search('school_year=2025')).toEqual([]);
    const bad = await send('GET', '/api/admin/survey-periods?school_year=1999');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('school_year');
    expect((await send('GET', '/api/admin/survey-periods?school_year=next')).statusCode).toBe(400);
  });

  it("lists a survey's periods with children nested, optionally under one organisation", async () => {
    const w = await world();
    const tree = (await send('GET', `/api/admin/survey-periods/by-survey/${w.survey.id}`)).json().data;
    const parent = tree.periods.find((period: { id: number }) => period.id === w.parentPeriod.id);
    expect(parent).toMatchObject({ kind: 'parent', progress: { finished: 0, expected: 30 } });
    expect(parent.children).toHaveLength(2);
    expect(tree.periods.map((period: { id: number }) => period.id).sort()).toEqual(
      [w.parentPeriod.id, w.own.id].sort(),
    );
    const other = await buildSchool(db());
    const scoped = await send(
      'GET',
      `/api/admin/survey-periods/by-survey/${w.survey.id}?parent_org_id=${other.parent.id}`,
    );
    expect(scoped.json().data.periods).toEqual([]);
    expect((await send('GET', '/api/admin/survey-periods/by-survey/999999')).statusCode).toBe(404);
    expect(
      (
        await send(
          'GET',
          `/api/admin/survey-periods/by-survey/${w.survey.id}?parent_org_id=${w.schools.a.id}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('links, unlinks and adds schools to a parent period', async () => {
    const w = await world();
    const url = `/api/admin/survey-periods/${w.parentPeriod.id}/children`;
    const listed = (await send('GET', url)).json().data;
    expect(listed.children).toHaveLength(2);
    expect(listed.candidates.map((period: { id: number }) => period.id)).toEqual([w.own.id]);
    expect(listed.schools_without_period.map((school: { id: number }) => school.id)).toEqual([
      w.schools.c.id,
    ]);

    const linked = await send('POST', url, { period_id: w.own.id });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.children).toHaveLength(3);
    expect(linked.json().data.parent.progress.expected).toBe(35);
    expect((await send('POST', url, { period_id: w.own.id })).statusCode).toBe(409);

    const elsewhere = await buildSchool(db());
    const foreign = await buildResultsPeriod(db(), {
      organizationId: elsewhere.school.id,
      surveyVersionId: w.version.id,
    });
    const refused = await send('POST', url, { period_id: foreign.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('period_id');
    expect((await send('POST', url, { period_id: 999999 })).statusCode).toBe(404);

    const unlinked = await send('DELETE', `${url}/${w.own.id}`);
    expect(unlinked.json().data.children).toHaveLength(2);
    expect((await send('DELETE', `${url}/${w.own.id}`)).statusCode).toBe(404);

    const schools = `/api/admin/survey-periods/${w.parentPeriod.id}/schools`;
    expect((await send('POST', schools, { school_id: w.schools.a.id })).statusCode).toBe(409);
    expect((await send('POST', schools, { school_id: elsewhere.school.id })).statusCode).toBe(422);
    const added = await send('POST', schools, { school_id: w.schools.c.id });
    expect(added.statusCode).toBe(201);
    expect(
      added.json().data.children.map((c: { organization: { id: number } }) => c.organization.id),
    ).toContain(w.schools.c.id);
    expect((await send('GET', `/api/admin/survey-periods/${w.own.id}/children`)).statusCode).toBe(404);
  });

  it('changes properties, refusing what responses forbid', async () => {
    const w = await world();
    const url = `/api/admin/survey-periods/${w.own.id}`;
    const shown = (await send('GET', url)).json().data;
    expect(shown).toMatchObject({
      id: w.own.id,
      kind: 'school',
      responses: 0,
      exclude_from_benchmarks: false,
    });
    expect(shown.published_languages).toEqual(['en', 'lv', 'ru']);

    const changed = await send('PATCH', url, {
      name: 'Renamed',
      expected_count: 7,
      exclude_from_benchmarks: true,
      anonymous: false,
      starts_at: hoursFromNow(-2),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      name: 'Renamed',
      anonymous: false,
      exclude_from_benchmarks: true,
      progress: { expected: 7 },
    });

    const backwards = await send('PATCH', url, { ends_at: hoursFromNow(-5) });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().message).toContain('ends_at');
    const blank = await send('PATCH', url, { name: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.join()).toContain('name');

    await buildResponses(db(), [{ periodId: w.own.id, answers: {} }]);
    const start = await send('PATCH', url, { starts_at: hoursFromNow(-3) });
    expect(start.statusCode).toBe(409);
    expect(start.json().message).toContain('starts_at');
    const anonymity = await send('PATCH', url, { anonymous: true });
    expect(anonymity.statusCode).toBe(409);
    expect(anonymity.json().message).toContain('anonymous');
    expect((await send('PATCH', url, { name: 'Still fine', anonymous: false })).statusCode).toBe(200);
    expect((await send('GET', '/api/admin/survey-periods/999999')).statusCode).toBe(404);
  });

  it('lists periods needing attention and closes or extends them in bulk', async () => {
    const w = await world();
    const ended = await buildResultsPeriod(db(), {
      organizationId: w.schools.c.id,
      surveyVersionId: w.version.id,
      startsAt: new Date(Date.now() - 10 * 24 * 3600_000),
      endsAt: new Date(Date.now() - 24 * 3600_000),
    });
    const attention = (await send('GET', '/api/admin/survey-periods/attention')).json().data as {
      id: number;
      reasons: string[];
    }[];
    const reasonsOf = (id: number) => attention.find((period) => period.id === id)?.reasons;
    expect(reasonsOf(ended.id)).toEqual(['ended_not_closed', 'no_responses']);
    expect(reasonsOf(w.parentPeriod.id)).toEqual(['low_response_rate', 'no_responses']);

    expect(
      (await send('POST', '/api/admin/survey-periods/close', { period_ids: [w.parentPeriod.id, 999999] }))
        .statusCode,
    ).toBe(404);
    const extended = await send('POST', '/api/admin/survey-periods/extend', {
      period_ids: [w.parentPeriod.id, ended.id],
      ends_at: hoursFromNow(72),
    });
    expect(extended.json().data).toEqual({ extended: 4 });
    const closed = await send('POST', '/api/admin/survey-periods/close', { period_ids: [w.parentPeriod.id] });
    expect(closed.json().data).toEqual({ closed: 3 });
    const rows = await db()
      .select()
      .from(surveyPeriods)
      .where(eq(surveyPeriods.parentPeriodId, w.parentPeriod.id));
    expect(rows.every((row) => row.closedAt !== null)).toBe(true);
    const again = await send('POST', '/api/admin/survey-periods/extend', {
      period_ids: [w.parentPeriod.id],
      ends_at: hoursFromNow(96),
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await send('POST', '/api/admin/survey-periods/extend', { period_ids: [ended.id], ends_at: 'soon' }))
        .statusCode,
    ).toBe(422);
  });
});
