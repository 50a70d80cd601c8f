import { describe, expect, it } from 'vitest';
import { searchWithKeptBenchmark } from './keepBenchmarkId';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('searchWithKeptBenchmark', () => {
  it('adds the previous benchmarkId when the next search lacks it on the same path', () => {
    expect(searchWithKeptBenchmark(at('/results/5', '?benchmarkId=9'), at('/results/5', ''))).toBe(
      '?benchmarkId=9',
    );
  });

  it('keeps the other parameters of the next search', () => {
    const search = searchWithKeptBenchmark(
      at('/results/5', '?tab=overview&benchmarkId=9'),
      at('/results/5', '?tab=questions&filter=a%20b'),
    );
    expect(search).not.toBeNull();
    const params = new URLSearchParams(search ?? '');
    expect(search?.startsWith('?')).toBe(true);
    expect(params.get('tab')).toBe('questions');
    expect(params.get('filter')).toBe('a b');
    expect(params.get('benchmarkId')).toBe('9');
    expect([...params.keys()]).toEqual(['tab', 'filter', 'benchmarkId']);
  });

  it('accepts searches without the leading question mark', () => {
    expect(searchWithKeptBenchmark(at('/r', 'benchmarkId=3'), at('/r', 'x=1'))).toBe('?x=1&benchmarkId=3');
  });

  it('returns null for a different pathname', () => {
    expect(searchWithKeptBenchmark(at('/results/5', '?benchmarkId=9'), at('/results/6', ''))).toBeNull();
  });

  it('returns null when the next search already has a benchmarkId', () => {
    expect(searchWithKeptBenchmark(at('/r', '?benchmarkId=9'), at('/r', '?benchmarkId=4'))).toBeNull();
    expect(searchWithKeptBenchmark(at('/r', '?benchmarkId=9'), at('/r', '?a=1&benchmarkId=9'))).toBeNull();
  });

  it('returns null when the previous page had no benchmarkId', () => {
    expect(searchWithKeptBenchmark(at('/r', '?tab=1'), at('/r', '?tab=2'))).toBeNull();
    expect(searchWithKeptBenchmark(at('/r', ''), at('/r', ''))).toBeNull();
  });

  it('returns null when the previous benchmarkId is empty', () => {
    expect(searchWithKeptBenchmark(at('/r', '?benchmarkId='), at('/r', ''))).toBeNull();
  });
});
