import type { ResultsRequest } from '../../../../common/results/types';

const orgTypes = ['period', 'survey', 'parent_period'];

/** The results request of a print view, from `?request=<json>`; null when it is missing or malformed. */
export function printRequest(search: URLSearchParams): ResultsRequest | null {
  const raw = search.get('request');
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ResultsRequest>;
    const identifiers = parsed.period_identifiers;
    if (!identifiers || !orgTypes.includes(identifiers.type) || !Number.isInteger(identifiers.id))
      return null;
    return {
      period_identifiers: identifiers,
      filters: parsed.filters ?? {},
      benchmarkId: parsed.benchmarkId ?? null,
    };
  } catch {
    return null;
  }
}

/** The address of the print view of a results selection. */
export function printResultsPath(request: ResultsRequest): string {
  return `/pdfv2/results?${new URLSearchParams({ request: JSON.stringify(request) })}`;
}
