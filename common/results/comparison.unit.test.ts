import { describe, expect, it } from 'vitest';
import { compareSummaries } from './comparison';
import type { DistributionEntry, QuestionResult, ResultsSummary, ScoreResult } from './types';

const distribution = (counts: Record<number, number>): DistributionEntry[] =>
  Object.entries(counts).map(([value, count]) => ({ value: Number(value), label: {}, count, share: 0 }));

function pillar(
  id: string,
  score: number | null,
  favourable: number | null,
  hidden: ScoreResult['hidden'] = null,
) {
  return { id, name: { en: id }, score, favourable, hidden, benchmark: null };
}

function question(
  key: string,
  score: number | null,
  counts: Record<number, number>,
  extra: Partial<QuestionResult> = {},
) {
  const result: QuestionResult = {
    key,
    questionId: key,
    itemId: null,
    moduleId: 'm1',
    type: 'agreement',
    text: { en: key },
    parentText: null,
    pillar: null,
    reverse: false,
    hidden: null,
    answered: 0,
    distribution: distribution(counts),
    mean: null,
    score,
    favourable: null,
    benchmark: null,
  };
  return { ...result, ...extra };
}

function summary(compound: number, respondents: number, pillars: ScoreResult[], questions: QuestionResult[]) {
  return {
    info: {
      compound_score: { enabled: true, name: 'Index', unfiltered_value: compound, value: compound, text: '' },
      parent_period_id: null,
      own_schools_only: false,
      can_share: false,
      period: null,
      survey_info: {
        num_finished: respondents,
        survey_name: 'Survey',
        time_period: { start: '2025-01-01' },
        dates: { start: '2025-01-01', end: '2025-02-01', yearStart: 2024, yearEnd: 2025 },
        survey_id: 1,
        respondentOriginCount: respondents,
        responseRate: -1,
        respondentsExpected: 0,
        organization_name: 'School',
        organizations: [],
      },
      filters: {},
      is_pdf: false,
      anonymity: { minGroup: 5, minTextGroup: 10 },
      hidden: null,
    },
    pillars,
    modules: [],
    questions,
    benchmarks: { list: [], selected: null },
  } satisfies ResultsSummary;
}

/** A respondents' sample of n with this mean and standard deviation. */
const spread = (n: number, mean: number, sd: number) => ({ n, mean, variance: sd * sd });

describe('comparing two summaries', () => {
  const before = summary(
    60,
    100,
    [pillar('climate', 60, 0.5), pillar('learning', 55, 0.5), pillar('gone', 40, 0.3)],
    [
      question('agree', 62.5, { 1: 50, 2: 50 }),
      question('pick', null, {}, { type: 'single' }),
      question('skipped', 50, { 3: 10 }),
      question('grid.i1', 70, { 4: 10 }),
    ],
  );
  const after = summary(
    70,
    100,
    [
      pillar('climate', 70.1, 0.6),
      pillar('learning', null, null, 'too_few_respondents'),
      pillar('new', 80, 0.9),
    ],
    [
      question('grid.i1', 70, { 4: 10 }),
      question('agree', 70, { 1: 30, 2: 70 }),
      question('pick', null, {}, { type: 'single' }),
      question('skipped', null, {}, { hidden: 'too_few_respondents' }),
    ],
  );
  const scores = {
    left: {
      pillars: { climate: spread(20, 60, 30), learning: spread(20, 55, 30), gone: spread(20, 40, 30) },
      againstOthers: {},
      compound: spread(100, 60, 15),
    },
    right: {
      pillars: { climate: spread(20, 70.1, 30), new: spread(20, 80, 30) },
      againstOthers: {},
      compound: spread(100, 70, 15),
    },
  };
  const comparison = compareSummaries(before, after, scores);

  it("tests the overall score by Welch's t-test on the respondents' own overall scores", () => {
    // t = 10 / √(225/100 + 225/100) = 4.71, df 198: p = 5e-6
    expect(comparison.compound).toEqual({ before: 60, after: 70, delta: 10, meaningful: true });
  });

  it('matches themes by id, tests them on the respondents’ theme scores, and says nothing where one side is hidden', () => {
    // climate: t = 10.1 / √(900/20 · 2) = 1.06, df 38: p 0.29
    expect(comparison.pillars).toEqual([
      { id: 'climate', name: { en: 'climate' }, before: 60, after: 70.1, delta: 10.1, meaningful: false },
      { id: 'learning', name: { en: 'learning' }, before: 55, after: null, delta: null, meaningful: null },
    ]);
  });

  it('compares the scored questions visible on both sides, matched by key', () => {
    // agree: Welch t = 2.93, df 196.8: p 0.0038; grid.i1: no spread and equal means, p 1
    expect(comparison.questions).toEqual([
      {
        key: 'agree',
        text: { en: 'agree' },
        parentText: null,
        before: 62.5,
        after: 70,
        delta: 7.5,
        meaningful: true,
      },
      {
        key: 'grid.i1',
        text: { en: 'grid.i1' },
        parentText: null,
        before: 70,
        after: 70,
        delta: 0,
        meaningful: false,
      },
    ]);
  });

  it('has no compound change when a side has none or is hidden', () => {
    const none = summary(-1, 100, [], []);
    expect(compareSummaries(none, after, scores).compound).toEqual({
      before: null,
      after: 70,
      delta: null,
      meaningful: null,
    });
    const hidden = { ...after, info: { ...after.info, hidden: 'too_few_respondents' as const } };
    expect(compareSummaries(before, hidden, scores).compound).toEqual({
      before: 60,
      after: null,
      delta: null,
      meaningful: null,
    });
  });
});

describe('the verdicts of issue 35', () => {
  it('finding 2: a question of 9 then 7 answers with Welch t −1.98, df 10.8 (p 0.074) is not called real', () => {
    // "Treat each other with respect", 86.1 → 64.3: |t| is above 1.96 but the t distribution with
    // 10.8 degrees of freedom gives p 0.074 (statistics.reference.json, first row).
    const respect = (counts: Record<number, number>, score: number) =>
      question('respect', score, counts, { answered: Object.values(counts).reduce((a, b) => a + b, 0) });
    const spring = summary(70, 9, [], [respect({ 3: 1, 4: 3, 5: 5 }, 86.1)]);
    const autumn = summary(65, 7, [], [respect({ 2: 1, 3: 2, 4: 3, 5: 1 }, 64.3)]);
    const none = { pillars: {}, againstOthers: {}, compound: null };
    const [change] = compareSummaries(spring, autumn, { left: none, right: none }).questions;
    expect(change).toMatchObject({ before: 86.1, after: 64.3, delta: -21.8, meaningful: false });
  });

  it('finding 3: a theme is tested on the respondents’ theme scores, not on the favourable share', () => {
    // Class 10.c, teaching +14.1: the favourable share moved 0.45 → 0.6 (a z-test on 20 and 20 cannot
    // tell), the respondents' theme scores 50 ± 14 → 64.1 ± 14: Welch t 3.18, df 38, p 0.003.
    const spring = summary(50, 20, [pillar('teaching', 50, 0.45)], []);
    const autumn = summary(64.1, 20, [pillar('teaching', 64.1, 0.6)], []);
    const result = compareSummaries(spring, autumn, {
      left: { pillars: { teaching: spread(20, 50, 14) }, againstOthers: {}, compound: spread(20, 50, 14) },
      right: {
        pillars: { teaching: spread(20, 64.1, 14) },
        againstOthers: {},
        compound: spread(20, 64.1, 14),
      },
    });
    expect(result.pillars).toEqual([
      { id: 'teaching', name: { en: 'teaching' }, before: 50, after: 64.1, delta: 14.1, meaningful: true },
    ]);
  });

  it('decides the verdicts of one table together (Benjamini–Hochberg), so many rows do not make chance look real', () => {
    // Twenty questions with the same small change each p ≈ 0.04 alone: BH keeps them all (equal p-values),
    // but one such row among nineteen unchanged ones is not called real.
    const rows = (changed: number) => Array.from({ length: 20 }, (_, index) => index < changed);
    const build = (after: boolean, changedRows: boolean[]) =>
      summary(
        60,
        100,
        [],
        changedRows.map((changed, index) =>
          question(`q${index}`, 60, after && changed ? { 2: 36, 3: 64 } : { 2: 50, 3: 50 }),
        ),
      );
    const none = { pillars: {}, againstOthers: {}, compound: null };
    const one = compareSummaries(build(false, rows(1)), build(true, rows(1)), { left: none, right: none });
    expect(one.questions.filter((change) => change.meaningful)).toHaveLength(0);
    const all = compareSummaries(build(false, rows(20)), build(true, rows(20)), { left: none, right: none });
    expect(all.questions.every((change) => change.meaningful)).toBe(true);
  });
});
