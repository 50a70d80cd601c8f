import { describe, expect, it } from 'vitest';
import { parseBenchmarkId, parseFilters, resultsSearch } from './resultsSearch';
import { sourceFromRoute } from './resultsSource';

describe('results address', () => {
  it('reads filters leniently and drops what is malformed', () => {
    expect(parseFilters('{"class":[1,"x"],"grade":[],"question":{"5":["a",3]}}')).toEqual({
      class: [1],
      question: { '5': ['a'] },
    });
    expect(parseFilters('not json')).toEqual({});
    expect(parseFilters('[1]')).toEqual({});
  });

  it('writes filters and benchmark, keeping other parameters', () => {
    const next = resultsSearch(new URLSearchParams('tab=x&filters=%7B%7D'), {
      filters: {},
      benchmarkId: null,
    });
    expect(next.get('tab')).toBe('x');
    expect(next.has('filters')).toBe(false);
    expect(next.get('benchmarkId')).toBe('none');
    expect(parseBenchmarkId('none')).toBeNull();
    expect(parseBenchmarkId('12')).toBe(12);
    expect(parseBenchmarkId('0')).toBe(0);
  });

  it('derives the dashboard from the route', () => {
    expect(sourceFromRoute('/v2/school/results/42/41', { id: '42', compare: '41' })).toEqual({
      mode: 'school',
      base: '/api/results/v2',
      identifiers: { type: 'period', id: 42 },
      compareIdentifiers: { type: 'period', id: 41 },
      dashboardPath: '/v2/school/results/42',
    });
    expect(
      sourceFromRoute('/v2/organization/results/open/parent_period/7', { type: 'parent_period', id: '7' })
        ?.identifiers,
    ).toEqual({ type: 'parent_period', id: 7 });
    expect(sourceFromRoute('/v2/organization/results/open/class/7', { type: 'class', id: '7' })).toBeNull();
    expect(sourceFromRoute('/v2/school/results/x', { id: 'x' })).toBeNull();
    expect(sourceFromRoute('/v2/school/results/4/4', { id: '4', compare: '4' })).toBeNull();
    expect(sourceFromRoute('/results/demo', {})?.mode).toBe('demo');
  });
});
