import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '../../auth/tokens';
import type { ResultsViewer } from './resultsViewer';
import { summaryKey } from './summaryCache';

const claims: TokenClaims = {
  userId: 1,
  identityId: 2,
  identityType: 'school_admin',
  organizationId: 3,
  permissions: ['view_survey_results'],
  sessionId: 's',
  becameBy: null,
  tokenId: 't1',
  expiresAt: 1,
};
const period = { period_identifiers: { type: 'period' as const, id: 7 } };
const keyOf = (viewer: ResultsViewer, request: object = period) =>
  summaryKey(viewer, request as Parameters<typeof summaryKey>[1], 'en');

describe('summaryKey', () => {
  it('keeps no survey read and no filtered read; empty lists are no filter', () => {
    const viewer: ResultsViewer = { kind: 'identity', claims };
    expect(keyOf(viewer, { period_identifiers: { type: 'survey', id: 7 } })).toBeNull();
    expect(keyOf(viewer, { ...period, filters: { grade: [7] } })).toBeNull();
    expect(keyOf(viewer, { ...period, filters: { question: { 4: ['a'] } } })).toBeNull();
    // An empty question filter is still checked against result_filters: not kept either.
    expect(keyOf(viewer, { ...period, filters: { question: { 4: [] } } })).toBeNull();
    expect(keyOf(viewer, { ...period, filters: { class: [], grade: [] } })).not.toBeNull();
  });

  it('keeps no answer in a language whose words this process loads from translations', () => {
    const viewer: ResultsViewer = { kind: 'identity', claims };
    expect(summaryKey(viewer, period, 'ru')).not.toBeNull();
    expect(summaryKey(viewer, period, 'uk')).toBeNull();
  });

  it('is the same for a fresh token of the same reader, different for other rights or readers', () => {
    const key = keyOf({ kind: 'identity', claims });
    expect(keyOf({ kind: 'identity', claims: { ...claims, tokenId: 't2', expiresAt: 2 } })).toBe(key);
    expect(keyOf({ kind: 'identity', claims: { ...claims, permissions: [] } })).not.toBe(key);
    expect(keyOf({ kind: 'identity', claims: { ...claims, identityId: 9 } })).not.toBe(key);
    expect(keyOf({ kind: 'identity', claims: { ...claims, becameBy: 5 } })).not.toBe(key);
    expect(summaryKey({ kind: 'identity', claims }, period, 'lv')).not.toBe(key);
  });

  it('never gives a share link whose maker is gone the key of one read whole', () => {
    const whole = keyOf({ kind: 'share', periodId: 7 });
    const gone = keyOf({ kind: 'share', periodId: 7, madeBy: null });
    expect(gone).not.toBe(whole);
    expect(keyOf({ kind: 'demo', periodId: 7 })).not.toBe(whole);
  });
});
