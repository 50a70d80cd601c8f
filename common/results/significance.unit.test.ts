import { describe, expect, it } from 'vitest';
import { meanChangeIsMeaningful, shareChangeIsMeaningful } from './significance';
import type { DistributionEntry } from './types';

const distribution = (counts: Record<number, number>): DistributionEntry[] =>
  Object.entries(counts).map(([value, count]) => ({ value: Number(value), label: {}, count, share: 0 }));

describe('share changes (two-proportion z-test)', () => {
  it('needs large groups for a ten-point change', () => {
    // pooled 0.55; n 100: se = √(0.55·0.45·(2/100)) = 0.0704, z = 0.1 / 0.0704 = 1.42 < 1.96
    expect(shareChangeIsMeaningful(0.5, 100, 0.6, 100)).toBe(false);
    // n 1000: se = √(0.2475·0.002) = 0.0222, z = 4.49
    expect(shareChangeIsMeaningful(0.5, 1000, 0.6, 1000)).toBe(true);
  });

  it('says nothing about single respondents and nothing changes when everyone agrees', () => {
    expect(shareChangeIsMeaningful(0.5, 1, 0.6, 100)).toBeNull();
    expect(shareChangeIsMeaningful(1, 40, 1, 50)).toBe(false);
    expect(shareChangeIsMeaningful(0, 40, 0, 50)).toBe(false);
  });
});

describe('mean changes (Welch t-test)', () => {
  it('weighs the difference of means against the spread and group sizes', () => {
    // A: 1×5, 2×5 → mean 1.5, variance 10·0.25/9 = 0.2778; B: 1×3, 2×7 → mean 1.7, variance 2.1/9 = 0.2333
    // se = √(0.02778 + 0.02333) = 0.2261, t = 0.2 / 0.2261 = 0.88
    expect(meanChangeIsMeaningful(distribution({ 1: 5, 2: 5 }), distribution({ 1: 3, 2: 7 }))).toBe(false);
    // ten times the people: variances 25/99 and 21/99, se = √(0.002525 + 0.002121) = 0.0682, t = 2.93
    expect(meanChangeIsMeaningful(distribution({ 1: 50, 2: 50 }), distribution({ 1: 30, 2: 70 }))).toBe(true);
  });

  it('needs two answers on each side', () => {
    expect(meanChangeIsMeaningful(distribution({ 5: 1 }), distribution({ 1: 40 }))).toBeNull();
    expect(meanChangeIsMeaningful(distribution({ 1: 0 }), distribution({ 1: 40 }))).toBeNull();
  });

  it('treats identical answers as a certain change only when the means differ', () => {
    expect(meanChangeIsMeaningful(distribution({ 5: 3 }), distribution({ 4: 3 }))).toBe(true);
    expect(meanChangeIsMeaningful(distribution({ 4: 3 }), distribution({ 4: 9 }))).toBe(false);
  });
});
