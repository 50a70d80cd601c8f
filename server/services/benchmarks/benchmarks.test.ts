import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerValue } from '../../../common/survey/answers';
import type { SurveyContent } from '../../../common/survey/content';
import { defaultQuestionCountZones } from '../../../common/survey/content';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { benchmarks } from '../../db/schema/results';
import { responses, surveyPeriods } from '../../db/schema/surveys';
import { buildIdentity, buildOrganization, buildSchool, claimsFor } from '../../test/factories';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { openTestDatabase } from '../../test/testDatabase';
import type { ResultsScope, ResultsViewer } from '../results/resultsScope';
import { loadBenchmarks, schoolYearOf } from './benchmarkQueries';
import { computeBenchmarks } from './computeBenchmarks';

const text = (en: string) => ({ en });

/** One pillar (safe, fun), an unscored choice, free text and a matrix with a reversed item. */
const content: SurveyContent = {
  title: text('Benchmark fixture'),
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
        {
          id: 'pet',
          type: 'single',
          text: text('Pet'),
          required: false,
          reverse: false,
          pillar: null,
          options: [
            { id: 'cat', label: text('Cat') },
            { id: 'dog', label: text('Dog') },
          ],
        },
        { id: 'note', type: 'text_long', text: text('Note'), required: false, reverse: false, pillar: null },
        {
          id: 'grid',
          type: 'matrix',
          scale: 'agreement',
          text: text('Grid'),
          required: false,
          reverse: false,
          pillar: null,
          items: [
            { id: 'i1', text: text('One') },
            { id: 'i2', text: text('Two'), reverse: true },
          ],
        },
      ],
    },
  ],
};

type Answers = Record<string, AnswerValue>;

describe('benchmarks', () => {
  let db: Db;
  let close: () => Promise<void>;
  let versionId: number;
  let orgP: Awaited<ReturnType<typeof buildOrganization>>;
  const schools: Record<'A' | 'B' | 'C' | 'D', number> = { A: 0, B: 0, C: 0, D: 0 };
  const periodIds: Record<string, number> = {};

  async function runPeriod(
    schoolId: number,
    startsAt: string,
    answers: Answers[],
    status: 'finished' | 'in_progress' = 'finished',
  ) {
    const [period] = await db
      .insert(surveyPeriods)
      .values({
        organizationId: schoolId,
        surveyVersionId: versionId,
        name: `Period ${startsAt}`,
        startsAt: new Date(startsAt),
        endsAt: new Date(new Date(startsAt).getTime() + 14 * 24 * 3600_000),
        languages: ['en'],
        audience: {
          classIds: [],
          groupIds: [],
          grades: [],
          teachers: false,
          parents: false,
          publicLink: true,
        },
      })
      .returning();
    if (answers.length > 0) {
      await db.insert(responses).values(
        answers.map((given) => ({
          id: randomUUID(),
          periodId: period.id,
          language: 'en',
          status,
          answers: given,
        })),
      );
    }
    return period.id;
  }

  beforeAll(async () => {
    const database = await openTestDatabase();
    db = database.db;
    close = database.close;
    versionId = (await buildPublishedSurvey(db, null, { content })).version.id;
    orgP = await buildOrganization(db);
    for (const name of ['A', 'B', 'C'] as const) {
      schools[name] = (await buildSchool(db, { parentId: orgP.id })).school.id;
    }
    schools.D = (await buildSchool(db)).school.id;

    // School year 2025/26: P's schools A, B, C and school D of another organisation.
    periodIds.A = await runPeriod(schools.A, '2025-10-01T08:00:00Z', [
      { safe: 5, fun: 10, pet: 'cat', note: 'Great school', grid: { i1: 5, i2: 1 } },
      { safe: 4, fun: 8, pet: 'dog', grid: { i1: 4, i2: 2 } },
    ]);
    await runPeriod(schools.A, '2025-10-02T08:00:00Z', [{ safe: 1, fun: 0 }], 'in_progress');
    await runPeriod(schools.B, '2026-03-01T08:00:00Z', [
      { safe: 3, fun: 6, pet: 'cat', grid: { i1: 3, i2: 3 } },
      { safe: 2, fun: 4, pet: 'cat' },
    ]);
    await runPeriod(schools.C, '2025-11-15T08:00:00Z', [
      { safe: 1, fun: 2, grid: { i1: 2, i2: 4 } },
      { safe: 5, fun: 10, grid: { i1: 5, i2: 5 } },
    ]);
    periodIds.D = await runPeriod(schools.D, '2026-08-31T08:00:00Z', [
      { safe: 4, fun: 7 },
      { safe: 4, fun: 9 },
    ]);
    // 2024/25: one school only; 2026/27: two schools only.
    periodIds.old = await runPeriod(schools.A, '2025-05-10T08:00:00Z', Array(6).fill({ safe: 5, fun: 10 }));
    await runPeriod(schools.A, '2026-09-15T08:00:00Z', Array(5).fill({ safe: 3, fun: 5 }));
    await runPeriod(schools.B, '2026-09-16T08:00:00Z', Array(5).fill({ safe: 3, fun: 5 }));

    await computeBenchmarks(db);
  });
  afterAll(() => close());

  const rowsOfVersion = () => db.select().from(benchmarks).where(eq(benchmarks.surveyVersionId, versionId));

  it('counts the school year from 1 September', () => {
    expect(schoolYearOf(new Date('2026-08-31T23:00:00Z'))).toBe(2025);
    expect(schoolYearOf(new Date('2026-09-01T00:00:00Z'))).toBe(2026);
  });

  it('stores the overall benchmark and one per organisation with at least 3 schools', async () => {
    const rows = await rowsOfVersion();
    expect(
      rows.map((row) => [
        row.schoolYear,
        row.scope,
        row.organizationId,
        row.schoolCount,
        row.respondentCount,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [2025, 'overall', null, 4, 8],
        [2025, 'organization', orgP.id, 3, 6],
      ]),
    );
    // 2024/25 had one school, 2026/27 two, D's organisation one: none of them is a benchmark.
    expect(rows).toHaveLength(2);
  });

  it('scores the overall benchmark from the finished answers of all schools', async () => {
    const overall = (await rowsOfVersion()).find((row) => row.scope === 'overall');
    const values = overall?.values ?? {};
    // safe: 5 4 3 2 1 5 4 4 → mean 28/8 = 3.5 → (3.5-1)/4*100 = 62.5; favourable 4–5: 5 of 8
    expect(values.safe).toEqual({ score: 62.5, favourable: 0.625, n: 8 });
    // fun: 10 8 6 4 2 10 7 9 → mean 56/8 = 7 → 70; favourable 7–10: 5 of 8
    expect(values.fun).toEqual({ score: 70, favourable: 0.625, n: 8 });
    // grid.i1: 5 4 3 2 5 → mean 3.8 → 70; favourable 3 of 5. grid.i2 reversed: 1 2 3 4 5 → 100-50; 1–2: 2 of 5
    expect(values['grid.i1']).toEqual({ score: 70, favourable: 0.6, n: 5 });
    expect(values['grid.i2']).toEqual({ score: 50, favourable: 0.4, n: 5 });
    // pillar climate = (62.5 + 70) / 2 = 66.25 → 66.3; compound = the one pillar
    expect(values['pillar:climate']).toMatchObject({ score: 66.3, n: 8 });
    expect(values['pillar:climate'].favourable).toBeCloseTo(0.625);
    expect(values.compound).toMatchObject({ score: 66.3, n: 8 });
    // unscored and free-text questions carry no benchmark
    expect(values.pet).toBeUndefined();
    expect(values.note).toBeUndefined();
  });

  it('scores the organisation benchmark from its own schools only', async () => {
    const own = (await rowsOfVersion()).find((row) => row.scope === 'organization');
    const values = own?.values ?? {};
    // safe: 5 4 3 2 1 5 → mean 20/6 → 58.3; favourable 3 of 6. fun: 10 8 6 4 2 10 → mean 40/6 → 66.7
    expect(values.safe).toMatchObject({ score: 58.3, favourable: 0.5, n: 6 });
    expect(values.fun).toMatchObject({ score: 66.7, favourable: 0.5, n: 6 });
    // pillar (58.3 + 66.7) / 2 = 62.5
    expect(values.compound).toMatchObject({ score: 62.5, favourable: 0.5, n: 6 });
    expect(own?.name.en).toBe(`${orgP.name} 2025/26`);
  });

  it('keeps the ids when computed again', async () => {
    const before = (await rowsOfVersion()).map((row) => row.id).sort();
    await computeBenchmarks(db);
    expect((await rowsOfVersion()).map((row) => row.id).sort()).toEqual(before);
  });

  async function scopeOf(periodId: number, schoolId: number, viewer: ResultsViewer): Promise<ResultsScope> {
    const [period] = await db.select().from(surveyPeriods).where(eq(surveyPeriods.id, periodId));
    return {
      identifiers: { type: 'period', id: periodId },
      periods: [{ ...period }],
      periodIds: [periodId],
      content,
      surveyId: 0,
      surveyName: content.title,
      versionIds: [versionId],
      organizations: [{ id: schoolId, name: 'School' }],
      anonymity: { minGroup: 5, minTextGroup: 10 },
      ownClassIds: null,
      ownSchoolsOnly: false,
      wholeParent: null,
      canEditFilters: true,
      isDemo: false,
      viewer,
      readVersion: null,
    };
  }

  async function viewerAt(schoolId: number | null, type: 'school_admin' | 'super_admin', permissions = {}) {
    const { identity } = await buildIdentity(db, { type, organizationId: schoolId, permissions });
    const claims: TokenClaims = { ...claimsFor(identity), tokenId: 'test', expiresAt: 0 };
    return { kind: 'identity' as const, claims };
  }

  it('lists the overall benchmark first, then the organisation one, with the freemium permission', async () => {
    const [overall, own] = [...(await rowsOfVersion())].sort((a) => (a.scope === 'overall' ? -1 : 1));
    const viewer = await viewerAt(schools.A, 'school_admin', { freemium_results_benchmark: true });
    const loaded = await loadBenchmarks(db, await scopeOf(periodIds.A, schools.A, viewer), own.id);
    expect(loaded.list).toEqual([
      { id: overall.id, name: overall.name, scope: 'overall', schoolCount: 4, respondentCount: 8 },
      { id: own.id, name: own.name, scope: 'organization', schoolCount: 3, respondentCount: 6 },
    ]);
    expect(loaded.selected).toBe(own.id);
    expect(loaded.values?.compound.score).toBe(62.5);

    const superAdmin = await viewerAt(null, 'super_admin');
    const bySuperAdmin = await loadBenchmarks(db, await scopeOf(periodIds.A, schools.A, superAdmin), null);
    expect(bySuperAdmin.list.map((item) => item.id)).toEqual([overall.id, own.id]);
    expect(bySuperAdmin).toMatchObject({ selected: null, values: null });
  });

  it('shows only the overall benchmark without freemium_results_benchmark', async () => {
    const [overall, own] = [...(await rowsOfVersion())].sort((a) => (a.scope === 'overall' ? -1 : 1));
    const viewer = await viewerAt(schools.A, 'school_admin', { view_survey_results: true });
    const scope = await scopeOf(periodIds.A, schools.A, viewer);
    const loaded = await loadBenchmarks(db, scope, own.id);
    expect(loaded.list.map((item) => item.id)).toEqual([overall.id]);
    // the organisation benchmark is not listed for this viewer: asking for it selects nothing
    expect(loaded).toMatchObject({ selected: null, values: null });
    const chosen = await loadBenchmarks(db, scope, overall.id);
    expect(chosen.selected).toBe(overall.id);
    expect(chosen.values?.safe.score).toBe(62.5);
  });

  it('shows through a share link only the benchmarks its maker sees', async () => {
    const [overall, own] = [...(await rowsOfVersion())].sort((a) => (a.scope === 'overall' ? -1 : 1));
    const linkOf = (permissions: string[]): ResultsViewer => ({
      kind: 'share',
      periodId: periodIds.A,
      madeBy: { identityType: 'school_admin', organizationId: schools.A, permissions },
    });
    const plain = await loadBenchmarks(db, await scopeOf(periodIds.A, schools.A, linkOf([])), own.id);
    expect(plain.list.map((item) => item.id)).toEqual([overall.id]);
    expect(plain).toMatchObject({ selected: null, values: null });

    const entitled = linkOf(['freemium_results_benchmark']);
    const loaded = await loadBenchmarks(db, await scopeOf(periodIds.A, schools.A, entitled), own.id);
    expect(loaded.list.map((item) => item.id)).toEqual([overall.id, own.id]);
    expect(loaded.selected).toBe(own.id);
  });

  it('selects nothing for an unknown benchmarkId, and lists nothing for another school year or organisation', async () => {
    const viewer = await viewerAt(schools.A, 'school_admin', { freemium_results_benchmark: true });
    const unknown = await loadBenchmarks(db, await scopeOf(periodIds.A, schools.A, viewer), 99999999);
    expect(unknown.list).toHaveLength(2);
    expect(unknown).toMatchObject({ selected: null, values: null });

    const old = await loadBenchmarks(db, await scopeOf(periodIds.old, schools.A, viewer), null);
    expect(old.list).toEqual([]);

    const atD = await viewerAt(schools.D, 'school_admin', { freemium_results_benchmark: true });
    const fromD = await loadBenchmarks(db, await scopeOf(periodIds.D, schools.D, atD), null);
    expect(fromD.list.map((item) => item.scope)).toEqual(['overall']);
  });
});
