/** Spec §2: /admin/benchmark, /admin/benchmark/{id}, /{benchmark_id}/item/{id}, /{benchmark_id}/access. */
export const benchmarksPath = '/admin/benchmark';
export const benchmarkPath = (id: number | 'new') => `${benchmarksPath}/${id}`;
export const benchmarkItemPath = (id: number, key: string) =>
  `${benchmarksPath}/${id}/item/${encodeURIComponent(key)}`;
export const benchmarkAccessPath = (id: number) => `${benchmarksPath}/${id}/access`;

/** "2025/26" for the school year starting in 2025. */
export const schoolYearLabel = (year: number) => `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
