import { describe, expect, it } from 'vitest';
import {
  adjustedPValues,
  largerThanChance,
  needsCaution,
  pairedTest,
  sampleOfCounts,
  twoSidedP,
  welchTest,
  wilsonInterval,
} from './statistics';
import reference from './statistics.reference.json';

/** Every figure of the scipy/statsmodels table to 1e-6 (scripts/statistics/reference.py). */
const close = (actual: number | undefined, expected: number) => {
  expect(actual).toBeDefined();
  expect(Math.abs((actual as number) - expected)).toBeLessThan(1e-6);
};

const sampleOf = (counts: number[][]) => sampleOfCounts(counts.map(([value, count]) => ({ value, count })));

describe('the statistics module against the reference table', () => {
  it(`was made by an established package (${reference.made_by})`, () => {
    expect(reference.made_by).toMatch(/scipy \d+\.\d+/);
    expect(reference.welch.length).toBeGreaterThan(40);
    expect(reference.paired.length).toBeGreaterThan(20);
  });

  it.each(reference.welch)('Welch t, Welch–Satterthwaite df and p: $label', (row) => {
    const result = welchTest(sampleOf(row.a), sampleOf(row.b));
    close(result?.difference, row.difference);
    close(result?.t, row.t);
    close(result?.df, row.df);
    close(result?.p, row.p);
    expect((result?.p ?? 1) < 0.05).toBe(row.larger_than_chance_alone);
  });

  it.each(reference.paired)('paired t: $label', (row) => {
    const result = pairedTest(sampleOf(row.differences.map((value) => [value, 1])));
    close(result?.difference, row.difference);
    close(result?.t, row.t);
    close(result?.df, row.df);
    close(result?.p, row.p);
    expect((result?.p ?? 1) < 0.05).toBe(row.larger_than_chance_alone);
  });

  it.each(reference.wilson)('Wilson interval of $successes of $n', (row) => {
    const interval = wilsonInterval(row.successes, row.n);
    close(interval?.low, row.low);
    close(interval?.high, row.high);
    expect(needsCaution(row.n, interval)).toBe(row.caution);
  });

  it.each(reference.t_distribution)('t distribution: p of t $t with $df degrees of freedom', (row) => {
    close(twoSidedP(row.t, row.df), row.p);
  });

  it.each(reference.families)('Benjamini–Hochberg over one table: $label', (row) => {
    const adjusted = adjustedPValues(row.p);
    for (const [index, expected] of row.adjusted.entries()) close(adjusted[index] ?? undefined, expected);
    expect(largerThanChance(row.p)).toEqual(row.larger_than_chance);
  });
});

describe('the statistics module where the table has no row', () => {
  it('tests nothing with fewer than two answers on a side', () => {
    expect(welchTest({ n: 1, mean: 5, variance: 0 }, { n: 40, mean: 1, variance: 1 })).toBeNull();
    expect(pairedTest({ n: 1, mean: 3, variance: 0 })).toBeNull();
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it('calls two groups without any spread different exactly when their means differ', () => {
    expect(welchTest({ n: 3, mean: 5, variance: 0 }, { n: 3, mean: 4, variance: 0 })?.p).toBe(0);
    expect(welchTest({ n: 3, mean: 4, variance: 0 }, { n: 9, mean: 4, variance: 0 })?.p).toBe(1);
    expect(pairedTest({ n: 4, mean: 0, variance: 0 })?.p).toBe(1);
  });

  it('leaves untested rows out of the correction', () => {
    expect(largerThanChance([0.01, null, 0.02])).toEqual([true, null, true]);
    expect(adjustedPValues([null])).toEqual([null]);
  });
});
