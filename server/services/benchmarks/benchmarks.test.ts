import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerValue } from '../../../common/survey/answerTypes';
import type { SurveyContent } from '../../../common/survey/content';
import { defaultQuestionCountZones } from '../../../common/survey/content';
import type { TokenClaims } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { benchmarks } from '../../db/schema/results';
import { responses, surveyPeriods } from '../../db/schema/surveys';
import { buildIdentity, buildOrganization, buildSchool, claimsFor } from '../../test/factories';
import { buildPublishedSurvey } from '../../test/surveyFactories';
import { openTestDatabase } from '../../test/testDatabase';
import type { ResultsScope } from '../results/resultsScope';
import type { ResultsViewer } from '../results/resultsViewer';
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

/** Respondents answering safe and fun as listed (the i-th of each), the first `grid` of them the grid too. */
const answersOf = (safe: number[], fun: number[], grid = 0): Answers[] =>
  safe.map((value, index) => ({
    safe: value,
    fun: fun[index],
    pet: index % 2 ? 'dog' : 'cat',
    note: 'free text',
    ...(index < grid ? { grid: { i1: 1 + ((index + value) % 5), i2: 2 } } : {}),
  }));

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const round = (value: number) => Math.round(value * 10) / 10;
/** The benchmark score of agreement answers and of 0–10 ratings, by hand. */
const agreementScore = (values: number[]) => round(((mean(values) - 1) / 4) * 100);
const ratingScore = (values: number[]) => round(mean(values) * 10);

/** Each school's counted answers in 2025/26 (five respondents a period: the default threshold). */
const year = {
  A: { safe: [5, 4, 4, 5, 3], fun: [10, 8, 9, 7, 6] },
  B: { safe: [3, 2, 3, 2, 3], fun: [6, 4, 5, 4, 6] },
  C: { safe: [1, 5, 1, 5, 1], fun: [2, 10, 2, 10, 2] },
  E: { safe: [4, 4, 4, 4, 4], fun: [7, 7, 7, 7, 7] },
  D: { safe: [4, 5, 4, 5, 4], fun: [9, 9, 8, 8, 9] },
};
const safeOf = (...names: (keyof typeof year)[]) => names.flatMap((name) => year[name].safe);
const funOf = (...names: (keyof typeof year)[]) => names.flatMap((name) => year[name].fun);

describe('benchmarks', () => {
  let db: Db;
  let close: () => Promise<void>;
  let versionId: number;
  let orgP: Awaited<ReturnType<typeof buildOrganization>>;
  const schools: Record<'A' | 'B' | 'C' | 'D' | 'E', number> = { A: 0, B: 0, C: 0, D: 0, E: 0 };
  const periodIds: Record<string, number> = {};

  async function runPeriod(
    schoolId: number,
    startsAt: string,
    answers: Answers[],
    options: { status?: 'finished' | 'in_progress'; endsAt?: string } = {},
  ) {
    const [period] = await db
      .insert(surveyPeriods)
      .values({
        organizationId: schoolId,
        surveyVersionId: versionId,
        name: `Period ${startsAt}`,
        startsAt: new Date(startsAt),
        endsAt: new Date(options.endsAt ?? new Date(startsAt).getTime() + 14 * 24 * 3600_000),
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
          status: options.status ?? 'finished',
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
    for (const name of ['A', 'B', 'C', 'E'] as const) {
      schools[name] = (await buildSchool(db, { parentId: orgP.id })).school.id;
    }
    schools.D = (await buildSchool(db)).school.id;

    // School year 2025/26: P's schools A, B, C, E and school D of another organisation.
    // A ran two closed periods: only the later one counts. Two of its respondents answered the grid,
    // fewer than the threshold, so A's grid answers are left out.
    periodIds.Aearlier = await runPeriod(
      schools.A,
      '2025-09-10T08:00:00Z',
      answersOf([1, 1, 1, 1, 1, 1], [0, 0, 0, 0, 0, 0]),
    );
    periodIds.A = await runPeriod(schools.A, '2025-10-01T08:00:00Z', answersOf(year.A.safe, year.A.fun, 2));
    await runPeriod(schools.A, '2025-10-02T08:00:00Z', answersOf([1], [0]), { status: 'in_progress' });
    periodIds.B = await runPeriod(schools.B, '2026-03-01T08:00:00Z', answersOf(year.B.safe, year.B.fun, 5));
    periodIds.C = await runPeriod(schools.C, '2025-11-15T08:00:00Z', answersOf(year.C.safe, year.C.fun));
    periodIds.E = await runPeriod(schools.E, '2026-01-10T08:00:00Z', answersOf(year.E.safe, year.E.fun));
    // E's later period has four respondents, below the threshold: E counts with its January one.
    periodIds.Esmall = await runPeriod(
      schools.E,
      '2026-02-10T08:00:00Z',
      answersOf([1, 1, 1, 1], [0, 0, 0, 0]),
    );
    periodIds.D = await runPeriod(schools.D, '2026-08-20T08:00:00Z', answersOf(year.D.safe, year.D.fun));
    // 2024/25: one school only.
    periodIds.old = await runPeriod(
      schools.A,
      '2025-05-10T08:00:00Z',
      answersOf([5, 5, 5, 5, 5, 5], [10, 10, 10, 10, 10, 10]),
    );
    // 2026/27: A's period is still open; B, C and D have closed theirs.
    const later = answersOf([3, 3, 3, 3, 3], [5, 5, 5, 5, 5]);
    periodIds.Aopen = await runPeriod(schools.A, '2026-09-15T08:00:00Z', later, {
      endsAt: '2099-01-01T00:00:00Z',
    });
    for (const name of ['B', 'C', 'D'] as const) {
      periodIds[`${name}later`] = await runPeriod(schools[name], '2026-09-16T08:00:00Z', later);
    }

    await computeBenchmarks(db);
  });
  afterAll(() => close());

  const rowsOfVersion = () => db.select().from(benchmarks).where(eq(benchmarks.surveyVersionId, versionId));
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  it('counts the school year from 1 September', () => {
    expect(schoolYearOf(new Date('2026-08-31T23:00:00Z'))).toBe(2025);
    expect(schoolYearOf(new Date('2026-09-01T00:00:00Z'))).toBe(2026);
  });

  it('finding 7: counts one closed period per school and school year, each answered by at least the threshold', async () => {
    const rows = await rowsOfVersion();
    const summary = rows.map((row) => [
      row.schoolYear,
      row.scope,
      row.organizationId,
      row.schoolCount,
      row.respondentCount,
      sorted(row.periodIds),
    ]);
    expect(summary).toEqual(
      expect.arrayContaining([
        [
          2025,
          'overall',
          null,
          5,
          25,
          sorted([periodIds.A, periodIds.B, periodIds.C, periodIds.D, periodIds.E]),
        ],
        [2025, 'organization', orgP.id, 4, 20, sorted([periodIds.A, periodIds.B, periodIds.C, periodIds.E])],
        // A's open period is not counted: the same school twice in one school year was the finding.
        [2026, 'overall', null, 3, 15, sorted([periodIds.Blater, periodIds.Clater, periodIds.Dlater])],
      ]),
    );
    // 2024/25 had one school, P in 2026/27 two, D's organisation one: none of them is a benchmark.
    expect(rows).toHaveLength(3);
  });

  it('scores the overall benchmark from the counted answers, a question only where the threshold answered it', async () => {
    const overall = (await rowsOfVersion()).find((row) => row.scope === 'overall' && row.schoolYear === 2025);
    const values = overall?.values ?? {};
    const all = ['A', 'B', 'C', 'D', 'E'] as const;
    expect(values.safe).toMatchObject({ score: agreementScore(safeOf(...all)), n: 25 });
    expect(values.fun).toMatchObject({ score: ratingScore(funOf(...all)), n: 25 });
    // Only B's five grid answers: A's two are below the threshold.
    expect(values['grid.i1']?.n).toBe(5);
    expect(values.pet).toBeUndefined();
    expect(values.note).toBeUndefined();
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

  const yearRows = async () => {
    const rows = (await rowsOfVersion()).filter((row) => row.schoolYear === 2025);
    return [
      rows.find((row) => row.scope === 'overall'),
      rows.find((row) => row.scope === 'organization'),
    ] as [(typeof rows)[number], (typeof rows)[number]];
  };

  it('finding 7: a school reads other schools only, never itself in its own benchmark', async () => {
    const [overall, own] = await yearRows();
    const viewer = await viewerAt(schools.A, 'school_admin', { freemium_results_benchmark: true });
    const loaded = await loadBenchmarks(db, await scopeOf(periodIds.A, schools.A, viewer), own.id);
    expect(loaded.list).toEqual([
      { id: overall.id, name: overall.name, scope: 'overall', schoolCount: 4, respondentCount: 20 },
      { id: own.id, name: own.name, scope: 'organization', schoolCount: 3, respondentCount: 15 },
    ]);
    expect(loaded.selected).toBe(own.id);
    // P's other schools B, C and E: A's answers are not in it.
    expect(loaded.values?.safe).toMatchObject({ score: agreementScore(safeOf('B', 'C', 'E')), n: 15 });
    expect(loaded.values?.fun.score).toBe(ratingScore(funOf('B', 'C', 'E')));

    const overallChosen = await loadBenchmarks(db, await scopeOf(periodIds.A, schools.A, viewer), overall.id);
    expect(overallChosen.values?.safe.score).toBe(agreementScore(safeOf('B', 'C', 'D', 'E')));
    // Read from A's earlier period of the same year, the benchmark still leaves out the A period it counted.
    const fromEarlier = await loadBenchmarks(
      db,
      await scopeOf(periodIds.Aearlier, schools.A, viewer),
      overall.id,
    );
    expect(fromEarlier.values?.safe.score).toBe(agreementScore(safeOf('B', 'C', 'D', 'E')));

    const superAdmin = await viewerAt(null, 'super_admin');
    const bySuperAdmin = await loadBenchmarks(db, await scopeOf(periodIds.A, schools.A, superAdmin), null);
    expect(bySuperAdmin.list.map((item) => item.id)).toEqual([overall.id, own.id]);
    expect(bySuperAdmin).toMatchObject({ selected: null, values: null });
  });

  it('offers no benchmark left with fewer than three other schools, nor one computed before benchmarks kept their counts', async () => {
    const later = (await rowsOfVersion()).find((row) => row.schoolYear === 2026);
    const atB = await viewerAt(schools.B, 'school_admin', { freemium_results_benchmark: true });
    // 2026/27 counts B, C and D: B sees two other schools, too few.
    const fromB = await loadBenchmarks(db, await scopeOf(periodIds.Blater, schools.B, atB), later?.id);
    expect(fromB.list).toEqual([]);
    // A school not in it sees all three.
    const atA = await viewerAt(schools.A, 'school_admin', { freemium_results_benchmark: true });
    const fromA = await loadBenchmarks(db, await scopeOf(periodIds.Aopen, schools.A, atA), later?.id);
    expect(fromA.list.map((item) => [item.id, item.schoolCount])).toEqual([[later?.id, 3]]);

    await db
      .update(benchmarks)
      .set({ counts: null })
      .where(eq(benchmarks.id, later?.id ?? 0));
    expect((await loadBenchmarks(db, await scopeOf(periodIds.Aopen, schools.A, atA), null)).list).toEqual([]);
    await computeBenchmarks(db);
  });

  it('shows only the overall benchmark without freemium_results_benchmark', async () => {
    const [overall, own] = await yearRows();
    const viewer = await viewerAt(schools.A, 'school_admin', { view_survey_results: true });
    const scope = await scopeOf(periodIds.A, schools.A, viewer);
    const loaded = await loadBenchmarks(db, scope, own.id);
    expect(loaded.list.map((item) => item.id)).toEqual([overall.id]);
    // the organisation benchmark is not listed for this viewer: asking for it selects nothing
    expect(loaded).toMatchObject({ selected: null, values: null });
    const chosen = await loadBenchmarks(db, scope, overall.id);
    expect(chosen.selected).toBe(overall.id);
    expect(chosen.values?.safe.score).toBe(agreementScore(safeOf('B', 'C', 'D', 'E')));
  });

  it('shows through a share link only the benchmarks its maker sees', async () => {
    const [overall, own] = await yearRows();
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
    expect(fromD.list.map((item) => [item.scope, item.schoolCount])).toEqual([['overall', 4]]);
  });
});
