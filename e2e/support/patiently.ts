/**
 * For expect.poll in the journeys: vitest's own default (1 s) fails a slow but correct screen on a
 * loaded 2-core machine (a debounced search, a refetch); a wrong screen still fails, after 15 s.
 */
export const patiently = { timeout: 15_000, interval: 100 };
