import { describe, expect, it } from 'vitest';
import {
  anonymityFor,
  defaultAnonymity,
  lowestThreshold,
  selectionHidden,
  suppressBreakdown,
  textHidden,
} from './anonymity';

const anonymity = { minGroup: 5, minTextGroup: 10 };

describe('anonymity settings', () => {
  it('uses the defaults without settings', () => {
    expect(anonymityFor([])).toEqual(defaultAnonymity);
    expect(defaultAnonymity).toEqual({ minGroup: 5, minTextGroup: 10 });
  });

  it('takes the strictest of several organisations', () => {
    expect(
      anonymityFor([
        { resultsMinGroup: 5, resultsMinTextGroup: 12 },
        { resultsMinGroup: 8, resultsMinTextGroup: 10 },
      ]),
    ).toEqual({ minGroup: 8, minTextGroup: 12 });
  });

  it('never goes below the lowest threshold', () => {
    expect(lowestThreshold).toBe(3);
    expect(anonymityFor([{ resultsMinGroup: 1, resultsMinTextGroup: 0 }])).toEqual({
      minGroup: 3,
      minTextGroup: 3,
    });
  });
});

describe('selections', () => {
  it('hides a selection below the threshold', () => {
    expect(selectionHidden(4, [100], anonymity)).toBe('too_few_respondents');
    expect(selectionHidden(5, [100], anonymity)).toBeNull();
  });

  it('hides a selection that differs from a wider one by fewer than the threshold', () => {
    // 20 of 24 shown next to 24 would give away the other 4
    expect(selectionHidden(20, [24], anonymity)).toBe('differencing');
    expect(selectionHidden(20, [40, 21], anonymity)).toBe('differencing');
    expect(selectionHidden(20, [25, 20], anonymity)).toBeNull();
    expect(selectionHidden(20, [], anonymity)).toBeNull();
  });

  it('needs the larger group for free text', () => {
    expect(textHidden(9, anonymity)).toBe('too_few_for_text');
    expect(textHidden(10, anonymity)).toBeNull();
  });
});

describe('breakdowns', () => {
  const cells = (...sizes: number[]) => sizes.map((n) => ({ n }));

  it('hides the small cells', () => {
    expect(suppressBreakdown(cells(12, 3, 7), 5, false)).toEqual([null, 'too_few_respondents', null]);
  });

  it('hides the smallest other cell too when the total would give a small one away', () => {
    // 3 hidden of a total 22: hiding the 7 as well makes the hidden part 10
    expect(suppressBreakdown(cells(12, 3, 7), 5, true)).toEqual([
      null,
      'too_few_respondents',
      'complementary',
    ]);
  });

  it('needs nothing more once the hidden cells hold enough together', () => {
    // 2 + 4 = 6 ≥ 5
    expect(suppressBreakdown(cells(12, 2, 4, 9), 5, true)).toEqual([
      null,
      'too_few_respondents',
      'too_few_respondents',
      null,
    ]);
    expect(suppressBreakdown(cells(12, 9), 5, true)).toEqual([null, null]);
    expect(suppressBreakdown(cells(0, 9), 5, true)).toEqual(['too_few_respondents', null]);
  });
});

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const someOf = (values: number[], chance = 0.5) => values.filter(() => next() < chance);
  return { int, someOf };
}

type Person = { class: number; grade: number; groups: number[] };
type Criterion = keyof Person;

function matches(person: Person, filters: Partial<Record<Criterion, number[]>>): boolean {
  return Object.entries(filters).every(([criterion, values]) => {
    const own = person[criterion as Criterion];
    return (values as number[]).some((value) => (Array.isArray(own) ? own.includes(value) : own === value));
  });
}

describe('anonymity properties', () => {
  it('never shows a selection that is small or that a wider one gives away', () => {
    const seen = { shown: 0, too_few_respondents: 0, differencing: 0 };
    for (let run = 0; run < 500; run++) {
      const rng = random(run + 1);
      const minGroup = rng.int(3, 8);
      const people: Person[] = Array.from({ length: rng.int(0, 200) }, () => {
        const klass = rng.int(1, 8);
        return { class: klass, grade: Math.ceil(klass / 2), groups: rng.someOf([1, 2, 3], 0.8) };
      });
      const filters: Partial<Record<Criterion, number[]>> = {};
      // Filters that keep most people make near-equal selections, the ones differencing is about.
      const chance = rng.int(3, 9) / 10;
      const classes = rng.someOf([1, 2, 3, 4, 5, 6, 7, 8], chance);
      const grades = rng.someOf([1, 2, 3, 4], chance);
      const groups = rng.someOf([1, 2, 3], chance);
      if (classes.length && rng.int(0, 1)) filters.class = classes;
      if (grades.length && rng.int(0, 1)) filters.grade = grades;
      if (groups.length && rng.int(0, 1)) filters.groups = groups;

      const sizeOf = (chosen: Partial<Record<Criterion, number[]>>) =>
        people.filter((person) => matches(person, chosen)).length;
      const size = sizeOf(filters);
      const related = [
        people.length,
        ...Object.keys(filters).map((dropped) => {
          const { [dropped as Criterion]: _, ...rest } = filters;
          return sizeOf(rest);
        }),
      ];

      const hidden = selectionHidden(size, related, { minGroup, minTextGroup: minGroup });
      if (hidden === 'too_few_respondents' || hidden === 'differencing') seen[hidden]++;
      if (hidden !== null) continue;
      seen.shown++;
      expect(size, `run ${run}`).toBeGreaterThanOrEqual(minGroup);
      for (const wider of related) {
        const difference = wider - size;
        expect(difference === 0 || difference >= minGroup, `run ${run}: ${wider} vs ${size}`).toBe(true);
      }
    }
    // The populations reach every outcome, so the property is not checked on hidden selections only.
    expect(
      Math.min(seen.shown, seen.too_few_respondents, seen.differencing),
      JSON.stringify(seen),
    ).toBeGreaterThanOrEqual(10);
  });

  it('never leaves a breakdown cell that is small or recoverable from the total', () => {
    for (let run = 0; run < 500; run++) {
      const rng = random(10_000 + run);
      const minGroup = rng.int(3, 8);
      const sizes = Array.from({ length: rng.int(1, 10) }, () => rng.int(0, 15));
      const totalShown = rng.int(0, 1) === 1;
      const reasons = suppressBreakdown(
        sizes.map((n) => ({ n })),
        minGroup,
        totalShown,
      );

      const visible = sizes.filter((_, i) => reasons[i] === null);
      expect(Math.min(...visible, Number.POSITIVE_INFINITY), `run ${run}`).toBeGreaterThanOrEqual(minGroup);
      if (!totalShown || visible.length === 0) continue;
      const hiddenSum = sizes.reduce((sum, n, i) => (reasons[i] ? sum + n : sum), 0);
      expect(hiddenSum === 0 || hiddenSum >= minGroup, `run ${run}: hidden ${hiddenSum}`).toBe(true);
    }
  });
});
