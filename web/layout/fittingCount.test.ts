import { describe, expect, it } from 'vitest';
import { fittingCount } from './fittingCount';

describe('fittingCount', () => {
  it('keeps every entry when the whole line fits, with no room kept for More', () => {
    expect(fittingCount([100, 100, 100], 320, 80, 10)).toBe(3);
    expect(fittingCount([], 0, 80, 10)).toBe(0);
  });

  it('leaves room for the More button when some entries must go', () => {
    // 100 + 10 + 100 + 10 + 80 = 300 fits; a third entry would not.
    expect(fittingCount([100, 100, 100, 100], 300, 80, 10)).toBe(2);
    expect(fittingCount([100, 100, 100, 100], 299, 80, 10)).toBe(1);
  });

  it('puts everything under More when not even one entry fits beside it', () => {
    expect(fittingCount([200, 50], 150, 80, 10)).toBe(0);
  });
});
