import type { ResultsRequest } from '../../../../common/results/types';

const orgTypes = ['period', 'survey', 'parent_period'];
const passPattern = /^[0-9a-z]{1,12}\.[0-9a-z]{1,12}\.[A-Za-z0-9_-]{32}$/;

/**
 * The print view's address, `/pdfv2/results?request=<json>&token=<pass>` as POST /api/results/v2/print
 * answers it: the selection and the signed pass that reads it; null when either is missing or malformed.
 */
export function printRequest(search: URLSearchParams): { request: ResultsRequest; token: string } | null {
  const raw = search.get('request');
  const token = search.get('token');
  if (!raw || !token || !passPattern.test(token)) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ResultsRequest>;
    const identifiers = parsed.period_identifiers;
    if (!identifiers || !orgTypes.includes(identifiers.type) || !Number.isInteger(identifiers.id))
      return null;
    return {
      request: {
        period_identifiers: identifiers,
        filters: parsed.filters ?? {},
        benchmarkId: parsed.benchmarkId ?? null,
      },
      token,
    };
  } catch {
    return null;
  }
}

/** Where the print view reads: the pass stands for the viewer, no session needed. */
export const printBase = (token: string) => `/api/print/results/${token}`;
