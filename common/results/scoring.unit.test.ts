import { describe, expect, it } from 'vitest';
import type { Question, SurveyContent } from '../survey/content';
import { defaultQuestionCountZones } from '../survey/content';
import {
  type AnswerCounts,
  pillarScorePoints,
  pillarScoresFromTallies,
  questionResults,
  type ScoreTallies,
  scoreResults,
} from './scoring';
import type { QuestionResult } from './types';

const anonymity = { minGroup: 5, minTextGroup: 10 };

function question(id: string, type: Question['type'], extra: Partial<Question> = {}): Question {
  return { id, type, text: { en: id }, required: false, reverse: false, pillar: null, ...extra };
}

const survey: SurveyContent = {
  title: { en: 'Fixture' },
  intro_text: {},
  question_count_zones: defaultQuestionCountZones,
  pillars: [
    { id: 'climate', name: { en: 'Climate' } },
    { id: 'learning', name: { en: 'Learning' } },
  ],
  modules: [
    {
      id: 'm1',
      title: { en: 'School' },
      intro: {},
      questions: [
        question('agree', 'agreement', { pillar: 'climate' }),
        question('often', 'frequency', { pillar: 'climate', reverse: true }),
        question('rate', 'rating', { pillar: 'learning' }),
      ],
    },
    {
      id: 'm2',
      title: { en: 'About you' },
      intro: {},
      questions: [
        question('pick', 'single', {
          options: [
            { id: 'a', label: { en: 'A' } },
            { id: 'b', label: { en: 'B' } },
            { id: 'c', label: { en: 'C' } },
          ],
        }),
        question('many', 'multiple', {
          options: [
            { id: 'x', label: { en: 'X' } },
            { id: 'y', label: { en: 'Y' } },
            { id: 'z', label: { en: 'Z' } },
          ],
        }),
        question('age', 'number'),
        question('words', 'text_long'),
      ],
    },
    {
      id: 'm3',
      title: { en: 'Lessons' },
      intro: {},
      questions: [
        question('grid', 'matrix', {
          pillar: 'learning',
          scale: 'agreement',
          items: [
            { id: 'i1', text: { en: 'Item one' } },
            { id: 'i2', text: { en: 'Item two' }, reverse: true },
          ],
        }),
      ],
    },
    {
      id: 'm4',
      title: { en: 'Follow-up' },
      intro: {},
      questions: [question('skipped', 'agreement', { pillar: 'learning' })],
    },
  ],
};

/** Ten finished responses. */
const counts: AnswerCounts = {
  respondents: 10,
  values: {
    agree: { '1': 1, '2': 1, '3': 2, '4': 4, '5': 2 },
    often: { '1': 3, '2': 3, '3': 2, '4': 1, '5': 1 },
    rate: { '10': 2, '8': 2, '7': 1, '5': 2, '2': 1 },
    pick: { a: 5, b: 3, c: 2 },
    many: { x: 6, y: 4 },
    age: { '3': 2, '1': 1, '7.5': 4 },
    'grid.i1': { '5': 5, '4': 3, '3': 2 },
    'grid.i2': { '1': 4, '2': 2, '3': 2, '4': 1, '5': 1 },
    skipped: { '5': 3 },
  },
  answered: {
    agree: 10,
    often: 10,
    rate: 8,
    pick: 10,
    many: 9,
    age: 7,
    'grid.i1': 10,
    'grid.i2': 10,
    skipped: 3,
  },
};

const results = questionResults(survey, counts, anonymity);
const byKey = (key: string) => results.find((result) => result.key === key) as QuestionResult;
const shares = (key: string) => byKey(key).distribution.map((entry) => entry.share);
const counted = (key: string) => byKey(key).distribution.map((entry) => [entry.value, entry.count]);

describe('question results', () => {
  it('lists every non-text question and matrix item in survey order', () => {
    expect(results.map((result) => result.key)).toEqual([
      'agree',
      'often',
      'rate',
      'pick',
      'many',
      'age',
      'grid.i1',
      'grid.i2',
      'skipped',
    ]);
    expect(byKey('grid.i2')).toMatchObject({
      questionId: 'grid',
      itemId: 'i2',
      moduleId: 'm3',
      type: 'agreement',
      text: { en: 'Item two' },
      parentText: { en: 'grid' },
      pillar: 'learning',
      reverse: true,
      benchmark: null,
    });
  });

  it('counts an agreement question', () => {
    const agree = byKey('agree');
    expect(counted('agree')).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
      [4, 4],
      [5, 2],
    ]);
    expect(shares('agree')).toEqual([0.1, 0.1, 0.2, 0.4, 0.2]);
    // mean (1·1 + 2·1 + 3·2 + 4·4 + 5·2) / 10 = 35 / 10 = 3.5; score (3.5 − 1) / 4 · 100 = 62.5
    // favourable (4 + 2) / 10 = 0.6
    expect(agree).toMatchObject({ hidden: null, answered: 10, mean: 3.5, score: 62.5, favourable: 0.6 });
  });

  it('turns a reverse-scored frequency question round', () => {
    // mean (1·3 + 2·3 + 3·2 + 4·1 + 5·1) / 10 = 24 / 10 = 2.4; raw score 1.4 / 4 · 100 = 35 → 100 − 35 = 65
    // favourable is the low end: (3 + 3) / 10 = 0.6
    const often = byKey('often');
    expect(often.mean).toBeCloseTo(2.4, 10);
    expect(often.score).toBeCloseTo(65, 10);
    expect(often.favourable).toBe(0.6);
  });

  it('counts a rating skipped by two respondents against those who answered', () => {
    // 8 answered: mean (10·2 + 8·2 + 7·1 + 5·2 + 2·1) / 8 = 55 / 8 = 6.875; score 68.75; favourable 7–10 = 5 / 8
    const rate = byKey('rate');
    expect(rate).toMatchObject({ answered: 8, mean: 6.875, score: 68.75, favourable: 0.625 });
    expect(counted('rate')).toEqual([
      [0, 0],
      [1, 0],
      [2, 1],
      [3, 0],
      [4, 0],
      [5, 2],
      [6, 0],
      [7, 1],
      [8, 2],
      [9, 0],
      [10, 2],
    ]);
    expect(byKey('rate').distribution[10].share).toBe(2 / 8);
  });

  it('lists choices in option order with their labels, unscored', () => {
    expect(byKey('pick').distribution).toEqual([
      { value: 'a', label: { en: 'A' }, count: 5, share: 0.5 },
      { value: 'b', label: { en: 'B' }, count: 3, share: 0.3 },
      { value: 'c', label: { en: 'C' }, count: 2, share: 0.2 },
    ]);
    expect(byKey('pick')).toMatchObject({ mean: null, score: null, favourable: null });
    // a multiple-choice respondent counts once in `answered` (9), so shares add up to more than 1
    expect(shares('many')).toEqual([6 / 9, 4 / 9, 0]);
    expect(byKey('many')).toMatchObject({ answered: 9, mean: null, score: null, favourable: null });
  });

  it('lists the numbers given in ascending order with their mean', () => {
    expect(counted('age')).toEqual([
      [1, 1],
      [3, 2],
      [7.5, 4],
    ]);
    // mean (1·1 + 3·2 + 7.5·4) / 7 = 37 / 7
    expect(byKey('age').mean).toBeCloseTo(37 / 7, 10);
    expect(byKey('age')).toMatchObject({ score: null, favourable: null });
  });

  it('scores matrix items on their own, one of them reversed', () => {
    // i1: mean (5·5 + 4·3 + 3·2) / 10 = 4.3; score 3.3 / 4 · 100 = 82.5; favourable 8 / 10
    expect(byKey('grid.i1').score).toBeCloseTo(82.5, 10);
    expect(byKey('grid.i1').favourable).toBe(0.8);
    // i2: mean (1·4 + 2·2 + 3·2 + 4 + 5) / 10 = 2.3; raw 1.3 / 4 · 100 = 32.5 → 67.5; favourable (4 + 2) / 10
    expect(byKey('grid.i2').mean).toBeCloseTo(2.3, 10);
    expect(byKey('grid.i2').score).toBeCloseTo(67.5, 10);
    expect(byKey('grid.i2').favourable).toBe(0.6);
  });

  it('hides a question answered by fewer than the threshold, leaking nothing', () => {
    expect(byKey('skipped')).toMatchObject({
      hidden: 'too_few_respondents',
      answered: 0,
      distribution: [],
      mean: null,
      score: null,
      favourable: null,
    });
  });

  it('hides everything when the selection is below the threshold', () => {
    const few = questionResults(survey, { ...counts, respondents: 4 }, anonymity);
    expect(
      few.every((result) => result.hidden === 'too_few_respondents' && result.distribution.length === 0),
    ).toBe(true);
    const scores = scoreResults(survey, few);
    expect(scores.compound).toBeNull();
    expect(scores.pillars.map((pillar) => pillar.hidden)).toEqual([
      'too_few_respondents',
      'too_few_respondents',
    ]);
  });
});

describe('pillar, module and compound scores', () => {
  const scores = scoreResults(survey, results);

  it('averages the visible items of each pillar', () => {
    // climate: (62.5 + 65) / 2 = 63.75 → 63.8; favourable (0.6 + 0.6) / 2
    // learning: rate 68.75, grid.i1 82.5, grid.i2 67.5 (skipped is hidden) → 218.75 / 3 = 72.9166… → 72.9;
    //           favourable (0.625 + 0.8 + 0.6) / 3 = 0.675
    expect(scores.pillars.map((pillar) => [pillar.id, pillar.score, pillar.hidden])).toEqual([
      ['climate', 63.8, null],
      ['learning', 72.9, null],
    ]);
    expect(scores.pillars[0].favourable).toBeCloseTo(0.6, 10);
    expect(scores.pillars[1].favourable).toBeCloseTo(0.675, 10);
    expect(scores.pillars[0]).toMatchObject({ name: { en: 'Climate' }, benchmark: null });
  });

  it('averages the scored items of each module and hides one whose items are all hidden', () => {
    // m1: (62.5 + 65 + 68.75) / 3 = 65.4166… → 65.4; favourable (0.6 + 0.6 + 0.625) / 3
    // m2: nothing scored; m3: (82.5 + 67.5) / 2 = 75; m4: its only item is hidden
    expect(scores.modules.map((module) => [module.id, module.score, module.hidden])).toEqual([
      ['m1', 65.4, null],
      ['m2', null, null],
      ['m3', 75, null],
      ['m4', null, 'too_few_respondents'],
    ]);
    expect(scores.modules[0].favourable).toBeCloseTo(1.825 / 3, 10);
    expect(scores.modules[2].favourable).toBeCloseTo(0.7, 10);
  });

  it('takes the compound score from the pillars', () => {
    // (63.75 + 72.9166…) / 2 = 68.333… → 68.3
    expect(scores.compound).toBe(68.3);
  });

  it('takes the compound score from the items when the survey has no pillars', () => {
    const noPillars = { ...survey, pillars: [] };
    // visible scored items: 62.5, 65, 68.75, 82.5, 67.5 → 346.25 / 5 = 69.25 → 69.3
    expect(scoreResults(noPillars, questionResults(noPillars, counts, anonymity)).compound).toBe(69.3);
  });
});

describe('pillar scores from tallies (the heat map)', () => {
  /** What loadScoreTalliesByPeriod reduces a school's counts to. */
  function talliesOf(from: AnswerCounts): ScoreTallies {
    const items: ScoreTallies['items'] = {};
    for (const { key, value, point } of pillarScorePoints(survey)) {
      items[key] ??= { answered: from.answered[key] ?? 0, n: 0, sum: 0 };
      const count = from.values[key]?.[value] ?? 0;
      items[key].n += count;
      items[key].sum += count * point;
    }
    return { respondents: from.respondents, items };
  }

  const fromCounts = (from: AnswerCounts, rules = anonymity) =>
    Object.fromEntries(
      scoreResults(survey, questionResults(survey, from, rules)).pillars.map((pillar) => [
        pillar.id,
        pillar.score,
      ]),
    );

  it('gives the pillar scores the dashboard gives, reverse items and skipped ones included', () => {
    const scores = pillarScoresFromTallies(survey, talliesOf(counts), anonymity);
    expect(scores).toEqual(fromCounts(counts));
    // climate: agree 62.5 and often 65 → 63.75 → 63.8; 'skipped' (3 answered) stays out of learning
    expect(scores.climate).toBe(63.8);
  });

  it('hides what the dashboard hides under a stricter threshold', () => {
    const strict = { minGroup: 9, minTextGroup: 10 };
    const scores = pillarScoresFromTallies(survey, talliesOf(counts), strict);
    expect(scores).toEqual(fromCounts(counts, strict));
    const tooFew = { ...counts, respondents: 4 };
    expect(pillarScoresFromTallies(survey, talliesOf(tooFew), anonymity)).toEqual({
      climate: null,
      learning: null,
    });
  });

  it('counts only the scale points of scored items with a pillar', () => {
    expect(pillarScorePoints(survey).filter((point) => point.key === 'rate')).toHaveLength(11);
    expect(new Set(pillarScorePoints(survey).map((point) => point.key))).toEqual(
      new Set(['agree', 'often', 'rate', 'grid.i1', 'grid.i2', 'skipped']),
    );
  });
});
