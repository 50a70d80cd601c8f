import { describe, expect, it } from 'vitest';
import { roundOutcome } from './roundOutcome';

describe("a round's outcome", () => {
  it('is failed when every mail failed, partly failed when some did, else its state', () => {
    expect(roundOutcome({ state: 'done', counts: { failed: 3 } })).toBe('failed');
    expect(roundOutcome({ state: 'done', counts: { failed: 1, sent: 2 } })).toBe('partly_failed');
    expect(roundOutcome({ state: 'done', counts: { sent: 3, skipped: 1 } })).toBe('done');
    expect(roundOutcome({ state: 'running', counts: { failed: 3 } })).toBe('running');
  });
});
