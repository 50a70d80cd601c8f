import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyContent } from '../../../common/survey/content';
import { defaultQuestionCountZones } from '../../../common/survey/content';
import { benchmarks, events } from '../../db/schema';
import { bearer, buildOrganization, buildSchool } from '../../test/factories';
import { buildResponses, buildResultsPeriod } from '../../test/resultsFactories';
import { tokenOf } from '../../test/roleTokens';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { createTestApp, type TestApp } from '../../test/testApp';

const text = (en: string) => ({ en });
const content: SurveyContent = {
  title: text('Defined benchmark fixture'),
  intro_text: {},
  pillars: [{ id: 'climate', name: text('Climate') }],
  question_count_zones: defaultQuestionCountZones,
  modules: [
    {
      id: 'm1',
      title: text('All'),
      intro: {},
      questions: [
        {
          id: 'safe',
          type: 'agreement',
          text: text('Safe'),
          required: true,
          reverse: false,
          pillar: 'climate',
        },
        { id: 'fun', type: 'rating', text: text('Fun'), required: true, reverse: false, pillar: 'climate' },
      ],
    },
  ],
};

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

describe('benchmarks defined by super-admins', () => {
  let ctx: TestApp;
  let versionId: number;
  let parentId: number;
  let tokens: Record<
    'superAdmin' | 'student' | 'teacher' | 'schoolAdmin' | 'plainAdmin' | 'otherAdmin' | 'orgAdmin',
    string
  >;
  const periods: Record<'A' | 'D', number> = { A: 0, D: 0 };

  const send = (method: Method, url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

  async function schoolWithAnswers(
    parent: number | null,
    answers: { safe: number; fun: number }[],
    startsAt = '2025-10-01T08:00:00Z',
  ) {
    const { school } = await buildSchool(ctx.deps.database.db, parent ? { parentId: parent } : {});
    const period = await buildResultsPeriod(ctx.deps.database.db, {
      organizationId: school.id,
      surveyVersionId: versionId,
      startsAt: new Date(startsAt),
      endsAt: new Date(new Date(startsAt).getTime() + 14 * 86_400_000),
    });
    // Each answer given by three respondents: a period counts in a benchmark from the anonymity
    // threshold (5) up, and the hand-counted means and shares stay those of the listed answers.
    await buildResponses(
      ctx.deps.database.db,
      answers.flatMap((given) => Array.from({ length: 3 }, () => ({ periodId: period.id, answers: given }))),
    );
    return { school, period };
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    const { db } = ctx.deps.database;
    versionId = (await buildPublishedSurvey(db, null, { content })).version.id;
    parentId = (await buildOrganization(db)).id;
    // Hand-counted below: A, B and C are the parent's schools in 2025/26; D belongs to another organisation.
    const A = await schoolWithAnswers(parentId, [
      { safe: 5, fun: 10 },
      { safe: 4, fun: 8 },
    ]);
    await schoolWithAnswers(parentId, [
      { safe: 3, fun: 6 },
      { safe: 2, fun: 4 },
    ]);
    await schoolWithAnswers(parentId, [
      { safe: 1, fun: 2 },
      { safe: 5, fun: 10 },
    ]);
    const D = await schoolWithAnswers(null, [
      { safe: 4, fun: 7 },
      { safe: 4, fun: 9 },
    ]);
    periods.A = A.period.id;
    periods.D = D.period.id;
    const results = { view_survey_results: true, freemium_results_benchmark: true };
    tokens = {
      superAdmin: await tokenOf(ctx.deps, 'super_admin', null),
      student: await tokenOf(ctx.deps, 'student', A.school.id),
      teacher: await tokenOf(ctx.deps, 'teacher', A.school.id, results),
      schoolAdmin: await tokenOf(ctx.deps, 'school_admin', A.school.id, results),
      plainAdmin: await tokenOf(ctx.deps, 'school_admin', A.school.id, { view_survey_results: true }),
      otherAdmin: await tokenOf(ctx.deps, 'school_admin', D.school.id, results),
      orgAdmin: await tokenOf(ctx.deps, 'organization_admin', parentId, results),
    };
  });
  afterAll(() => ctx.close());

  const definition = () => ({
    name: { en: 'Municipality schools 2025/26', lv: 'Pašvaldības skolas 2025/26' },
    survey_version_ids: [versionId],
    school_years: [2025],
    parent_ids: [parentId],
    min_schools: 3,
  });

  const offered = async (periodId: number, token: string, benchmarkId: number | null = null) => {
    const response = await send('POST', '/api/results/v2/summary', token, {
      period_identifiers: { type: 'period', id: periodId },
      benchmarkId,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  it('is managed by super-admins only', async () => {
    const made = await send('POST', '/api/admin/benchmarks', tokens.superAdmin, definition());
    expect(made.statusCode).toBe(201);
    const { id } = made.json().data;
    const urls: [Method, string, object?][] = [
      ['GET', '/api/admin/benchmarks'],
      ['GET', '/api/admin/benchmarks/options'],
      ['GET', '/api/admin/benchmarks/built-in'],
      ['POST', '/api/admin/benchmarks', definition()],
      ['GET', `/api/admin/benchmarks/${id}`],
      ['PATCH', `/api/admin/benchmarks/${id}`, { min_schools: 4 }],
      ['POST', `/api/admin/benchmarks/${id}/compute`],
      ['PUT', `/api/admin/benchmarks/${id}/published`, { published: true }],
      [
        'PUT',
        `/api/admin/benchmarks/${id}/access`,
        { for_everyone: true, offered_to_freemium: true, organization_ids: [] },
      ],
      ['GET', `/api/admin/benchmarks/${id}/items`],
      ['PUT', `/api/admin/benchmarks/${id}/items/safe`, { score: 90, favourable: null, source: 'x' }],
      ['DELETE', `/api/admin/benchmarks/${id}/items/safe`],
    ];
    for (const [method, url, payload] of urls) {
      expect((await send(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const token of [
        tokens.student,
        tokens.teacher,
        tokens.schoolAdmin,
        tokens.otherAdmin,
        tokens.orgAdmin,
      ])
        expect((await send(method, url, token, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    // Missing ids and the automatic benchmarks' ids answer 404 alike.
    const [automatic] = await ctx.deps.database.db
      .insert(benchmarks)
      .values({
        surveyVersionId: versionId,
        schoolYear: 2019,
        scope: 'overall',
        name: {},
        schoolCount: 3,
        respondentCount: 3,
        values: {},
      })
      .returning();
    for (const missing of [2_000_000_000, automatic.id])
      expect((await send('GET', `/api/admin/benchmarks/${missing}`, tokens.superAdmin)).statusCode).toBe(404);
    expect((await send('GET', `/api/admin/benchmarks/${id}/items/nope`, tokens.superAdmin)).statusCode).toBe(
      404,
    );
    // The automatic ones are listed as built in, the defined ones not.
    const builtIn = (await send('GET', '/api/admin/benchmarks/built-in', tokens.superAdmin)).json().data;
    expect(builtIn).toContainEqual(
      expect.objectContaining({ id: automatic.id, scope: 'overall', school_year: 2019, school_count: 3 }),
    );
    expect(builtIn.map((row: { id: number }) => row.id)).not.toContain(id);
    const options = (await send('GET', '/api/admin/benchmarks/options', tokens.superAdmin)).json().data;
    expect(options.survey_versions).toContainEqual({
      id: versionId,
      number: 1,
      title: content.title,
      owner: null,
      schools: 4,
    });
    expect(options.organizations.map((organization: { id: number }) => organization.id)).toContain(parentId);
  });

  it('names the field of bad input', async () => {
    const cases: [object, string][] = [
      [{ ...definition(), min_schools: 2 }, 'min_schools'],
      [{ ...definition(), school_years: [] }, 'school_years'],
      [{ ...definition(), survey_version_ids: [2_000_000_000] }, 'survey_version_ids'],
      [{ ...definition(), parent_ids: [periods.A + 1_000_000] }, 'parent_ids'],
      [{ ...definition(), name: {} }, 'name'],
    ];
    for (const [body, field] of cases) {
      const response = await send('POST', '/api/admin/benchmarks', tokens.superAdmin, body);
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors.join(), field).toContain(field);
    }
  });

  it('refuses to compute from fewer schools than its minimum, naming the count', async () => {
    const made = await send('POST', '/api/admin/benchmarks', tokens.superAdmin, {
      ...definition(),
      min_schools: 4,
    });
    const response = await send(
      'POST',
      `/api/admin/benchmarks/${made.json().data.id}/compute`,
      tokens.superAdmin,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('Only 3 schools qualify; a benchmark needs at least 4');
    const publish = await send(
      'PUT',
      `/api/admin/benchmarks/${made.json().data.id}/published`,
      tokens.superAdmin,
      {
        published: true,
      },
    );
    expect(publish.statusCode).toBe(409);
  });

  it('computes the values from the qualifying schools, publishes them and offers them where access is given', async () => {
    const { id } = (await send('POST', '/api/admin/benchmarks', tokens.superAdmin, definition())).json().data;
    const computed = await send('POST', `/api/admin/benchmarks/${id}/compute`, tokens.superAdmin);
    expect(computed.statusCode).toBe(200);
    expect(computed.json().data).toMatchObject({
      compute_state: 'done',
      progress: 100,
      school_count: 3,
      respondent_count: 18,
    });

    const items = (await send('GET', `/api/admin/benchmarks/${id}/items`, tokens.superAdmin)).json().data;
    const item = (key: string) => items.find((entry: { key: string }) => entry.key === key);
    // safe: 5 4 3 2 1 5 (each three times) → mean 20/6 → (3.33-1)/4 → 58.3; favourable (4–5) 9 of 18.
    expect(item('safe').computed).toEqual({ score: 58.3, favourable: 0.5, n: 18 });
    // fun: 10 8 6 4 2 10 → mean 40/6 → 66.7; favourable (7–10) 9 of 18. D's 7 and 9 are not in it.
    expect(item('fun').computed).toEqual({ score: 66.7, favourable: 0.5, n: 18 });
    // the theme and the overall score: (58.33 + 66.67) / 2 = 62.5
    expect(item('pillar:climate').computed).toMatchObject({ score: 62.5, n: 18 });
    expect(item('compound').computed).toMatchObject({ score: 62.5, n: 18 });

    // A draft is offered to nobody.
    const ids = (data: { benchmarks: { list: { id: number }[] } }) =>
      data.benchmarks.list.map((entry) => entry.id);
    expect(ids(await offered(periods.A, tokens.schoolAdmin))).not.toContain(id);
    const published = await send('PUT', `/api/admin/benchmarks/${id}/published`, tokens.superAdmin, {
      published: true,
    });
    expect(published.json().data.status).toBe('published');
    // Published but without access: still not offered to the school.
    expect(ids(await offered(periods.A, tokens.schoolAdmin))).not.toContain(id);

    const access = await send('PUT', `/api/admin/benchmarks/${id}/access`, tokens.superAdmin, {
      for_everyone: false,
      offered_to_freemium: false,
      organization_ids: [parentId],
    });
    expect(access.json().data.organization_ids).toEqual([parentId]);
    const chosen = await offered(periods.A, tokens.schoolAdmin, id);
    expect(chosen.benchmarks.selected).toBe(id);
    const safe = chosen.questions.find((question: { key: string }) => question.key === 'safe');
    expect(safe.benchmark).toEqual({ score: 58.3, favourable: 0.5 });
    // Another school's admin is not offered it, and asking for it selects nothing.
    const other = await offered(periods.D, tokens.otherAdmin, id);
    expect(ids(other)).not.toContain(id);
    expect(other.benchmarks.selected).toBeNull();
    // Without freemium_results_benchmark only once it is offered to freemium accounts.
    expect(ids(await offered(periods.A, tokens.plainAdmin))).not.toContain(id);
    await send('PUT', `/api/admin/benchmarks/${id}/access`, tokens.superAdmin, {
      for_everyone: false,
      offered_to_freemium: true,
      organization_ids: [parentId],
    });
    expect(ids(await offered(periods.A, tokens.plainAdmin))).toContain(id);

    // A value entered by hand with its source overrides the computed one, until it is cleared.
    const entered = await send('PUT', `/api/admin/benchmarks/${id}/items/safe`, tokens.superAdmin, {
      score: 80,
      favourable: 0.75,
      source: 'National statistics 2025',
    });
    expect(entered.json().data.override).toMatchObject({ score: 80, source: 'National statistics 2025' });
    const overridden = await offered(periods.A, tokens.schoolAdmin, id);
    expect(overridden.questions.find((q: { key: string }) => q.key === 'safe').benchmark).toEqual({
      score: 80,
      favourable: 0.75,
    });
    await send('DELETE', `/api/admin/benchmarks/${id}/items/safe`, tokens.superAdmin);
    const cleared = await offered(periods.A, tokens.schoolAdmin, id);
    expect(cleared.questions.find((q: { key: string }) => q.key === 'safe').benchmark.score).toBe(58.3);

    // The Excel export carries the chosen benchmark: its name and its values beside the school's. A fifth
    // school of the parent, with enough answers to be shown, exports an earlier school year (not in the benchmark).
    const E = await schoolWithAnswers(parentId, Array(5).fill({ safe: 4, fun: 8 }), '2024-10-01T08:00:00Z');
    const adminE = await tokenOf(ctx.deps, 'school_admin', E.school.id, {
      view_survey_results: true,
      freemium_results_benchmark: true,
    });
    const started = await send('POST', '/api/results/v2/exports', adminE, {
      kind: 'xlsx',
      request: { period_identifiers: { type: 'period', id: E.period.id }, benchmarkId: id },
    });
    expect(started.statusCode).toBe(201);
    const file = await send('GET', `/api/results/v2/exports/${started.json().data.id}/file`, adminE);
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const cells: unknown[] = [];
    workbook.eachSheet((sheet) => sheet.eachRow((row) => cells.push(...(row.values as unknown[]))));
    expect(cells).toContain('Municipality schools 2025/26');
    expect(cells).toContain(58.3);

    const edited = await send('PATCH', `/api/admin/benchmarks/${id}`, tokens.superAdmin, {
      min_schools: 3,
      school_years: [2025, 2024],
    });
    expect(edited.json().data).toMatchObject({
      status: 'draft',
      compute_state: 'idle',
      school_years: [2024, 2025],
    });
    expect(ids(await offered(periods.A, tokens.schoolAdmin))).not.toContain(id);

    const recorded = await ctx.deps.database.db
      .select()
      .from(events)
      .where(eq(events.category, 'Superadmin'));
    expect(recorded.map((event) => event.action)).toEqual(
      expect.arrayContaining([
        'create_benchmark',
        'compute_benchmark',
        'publish_benchmark',
        'set_benchmark_access',
        'set_benchmark_item',
      ]),
    );
  });
});
