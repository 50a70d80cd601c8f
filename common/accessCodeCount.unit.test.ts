import { describe, expect, it } from 'vitest';
import { defaultCodeCount, maxCodesPerClass } from './accessCodeCount';

describe('the default number of access codes', () => {
  it('is one per pupil the class expects, within the limit, and a usual class where the count is unknown', () => {
    expect(defaultCodeCount(25)).toBe(25);
    expect(defaultCodeCount(1)).toBe(1);
    expect(defaultCodeCount(500)).toBe(maxCodesPerClass);
    expect(defaultCodeCount(0)).toBe(30);
  });
});
