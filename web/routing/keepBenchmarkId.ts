/**
 * Spec §2 navigation rule: moving between pages of the same path keeps the benchmarkId query
 * parameter of the previous page. Returns the search string to use, or null when nothing changes.
 */
export function searchWithKeptBenchmark(
  previous: { pathname: string; search: string },
  next: { pathname: string; search: string },
): string | null {
  if (previous.pathname !== next.pathname) return null;
  const before = new URLSearchParams(previous.search).get('benchmarkId');
  const after = new URLSearchParams(next.search);
  if (!before || after.has('benchmarkId')) return null;
  after.set('benchmarkId', before);
  return `?${after.toString()}`;
}
