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
  const comparison = compareSummaries(before, after);

  it('compares the compound score and tests it on the favourable share of the pillars', () => {
    // favourable: before (0.5 + 0.5 + 0.3) / 3 = 0.433, after 0.6 and 0.9 (learning is hidden) → 0.75;
    // n 100 each: pooled 0.592, se = √(0.592·0.408·0.02) = 0.0695, z = 0.317 / 0.0695 = 4.6
    expect(comparison.compound).toEqual({ before: 60, after: 70, delta: 10, meaningful: true });
  });

  it('matches pillars by id and says nothing where one side is hidden', () => {
    // climate: 0.5 → 0.6 with n 100 each is z = 1.42, not meaningful; delta 70.1 − 60 = 10.1
    expect(comparison.pillars).toEqual([
      { id: 'climate', name: { en: 'climate' }, before: 60, after: 70.1, delta: 10.1, meaningful: false },
      { id: 'learning', name: { en: 'learning' }, before: 55, after: null, delta: null, meaningful: null },
    ]);
  });

  it('compares the scored questions visible on both sides, matched by key', () => {
    // agree: Welch t = 2.93 (see significance tests); grid.i1: no spread and equal means
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
    expect(compareSummaries(none, after).compound).toEqual({
      before: null,
      after: 70,
      delta: null,
      meaningful: null,
    });
    const hidden = { ...after, info: { ...after.info, hidden: 'too_few_respondents' as const } };
    expect(compareSummaries(before, hidden).compound).toEqual({
      before: 60,
      after: null,
      delta: null,
      meaningful: null,
    });
  });
});
